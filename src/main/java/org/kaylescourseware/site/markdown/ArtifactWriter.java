package org.kaylescourseware.site.markdown;

import org.kaylescourseware.site.directive.DirectiveCall;
import org.kaylescourseware.site.directive.DirectiveParser;
import org.kaylescourseware.site.directive.DirectiveRegistry;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * Turns directive text into HTML: parse the call, let its kind compute a model, display the model
 * with the kind's partial. A problem is recorded (the build will fail) and a visible marker is
 * written in place of the artifact, so one bad directive does not hide the next.
 */
public final class ArtifactWriter {

    private final DirectiveRegistry registry;
    private final SolverSession solver;
    private final PartialRenderer partials;
    private final SourceProblems problems;

    public ArtifactWriter(DirectiveRegistry registry, SolverSession solver, PartialRenderer partials, SourceProblems problems) {
        this.registry = registry;
        this.solver = solver;
        this.partials = partials;
        this.problems = problems;
    }

    /** A block directive whose text starts at {@code start}. */
    String block(String text, SourceLocation start) {
        try {
            DirectiveCall call = DirectiveParser.parse(text, start);
            DirectiveRegistry.Artifact artifact = registry.artifact(call, solver);
            return partials.render(artifact.partial(), artifact.model());
        } catch (SourceException e) {
            problems.add(e);
            return "<p class=\"build-error\">" + escape(e.getMessage()) + "</p>\n";
        }
    }

    /** An inline directive (the text between {@code {{ }}}) at {@code where}. */
    String inline(String text, SourceLocation where) {
        try {
            DirectiveCall call = DirectiveParser.parse(text, where);
            DirectiveRegistry.Artifact artifact = registry.fact(call, solver);
            return partials.render(artifact.partial(), artifact.model()).strip();
        } catch (SourceException e) {
            problems.add(e);
            return "<strong class=\"build-error\">" + escape(e.getMessage()) + "</strong>";
        }
    }

    SourceProblems problems() {
        return problems;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

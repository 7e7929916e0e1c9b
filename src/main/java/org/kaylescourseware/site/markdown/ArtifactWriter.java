package org.kaylescourseware.site.markdown;

import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kaylescourseware.site.directive.DirectiveCall;
import org.kaylescourseware.site.directive.DirectiveParser;
import org.kaylescourseware.site.directive.DirectiveRegistry;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.FalseClaim;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * Turns directive text into HTML: parse the call, let its kind compute a model, display the model
 * with the kind's partial. A problem is recorded (the build will fail) and a visible marker is
 * written in place of the artifact, so one bad directive does not hide the next.
 */
public final class ArtifactWriter {

    /** An inline directive, in running text or in math: {@code {{...}}}. */
    /** An inline directive: {@code {{...}}} on one line, with no brace inside (a line end or another {{ first leaves it open). */
    static final Pattern INLINE = Pattern.compile("\\{\\{([^{}\\r\\n]*)}}");

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

    /** A block directive whose text starts at {@code start}, after the HTML {@code pageBefore} on its page. */
    String block(String text, SourceLocation start, Supplier<String> pageBefore) {
        try {
            DirectiveCall call = DirectiveParser.parse(text, start);
            DirectiveRegistry.Artifact artifact = registry.artifact(call, solver, pageBefore);
            return partials.render(artifact.partial(), artifact.model());
        } catch (SourceException e) {
            problems.add(e);
            return buildError(partials, e, false);
        }
    }

    /** An inline directive (the text between {@code {{ }}}) at {@code where}. */
    String inline(String text, SourceLocation where) {
        try {
            DirectiveCall call = DirectiveParser.parse(text, where);
            DirectiveRegistry.Artifact artifact = registry.fact(call, solver);
            return partials.render(artifact.partial(), artifact.model()).strip();
        } catch (FalseClaim claim) {
            problems.add(claim);
            return partials.render(DirectiveRegistry.FACT, new DirectiveRegistry.FactValue(claim.fact(), claim.computed())).strip();
        } catch (SourceException e) {
            problems.add(e);
            return buildError(partials, e, true);
        }
    }

    /**
     * Math ({@code display}, or inline) in which {@code {{fact ...}}}s stand, written as the
     * Markdown engine writes math with the values filled in; {@code cssClass} is the class the
     * engine gives such math.
     */
    String mathWithFacts(String tex, SourceLocation start, boolean display, String cssClass) {
        return partials.render(MathWithFacts.PARTIAL, new MathWithFacts(display, cssClass, factsInMath(tex, start))).strip();
    }

    /**
     * Math text with each {@code {{fact ...}}} in it replaced by the fact's value, so formulas
     * state computed numbers too. {@code start} is where the text starts; facts on later lines
     * of a display formula are placed by counting lines.
     */
    private String factsInMath(String text, SourceLocation start) {
        Matcher matcher = INLINE.matcher(text);
        StringBuilder out = new StringBuilder();
        int from = 0;
        while (matcher.find()) {
            requireNoOpenDirective(text, from, matcher.start(), start);
            matcher.appendReplacement(out, Matcher.quoteReplacement(asTex(factValue(matcher.group(1), start.plusLines(line(text,
                    matcher.start()))))));
            from = matcher.end();
        }
        requireNoOpenDirective(text, from, text.length(), start);
        matcher.appendTail(out);
        return out.toString();
    }

    /** A directive in math that no {@code }}} closes on its line, or that holds a brace, would be typeset as its own TeX. */
    private static final Pattern OPEN_DIRECTIVE = Pattern.compile("\\{\\{\\s*(fact|ref|term)\\b");

    private void requireNoOpenDirective(String text, int from, int to, SourceLocation start) {
        Matcher open = OPEN_DIRECTIVE.matcher(text).region(from, to);
        if (open.find()) {
            problems.add(new SourceException(start.plusLines(line(text, open.start())), "'{{" + open.group(1) + "' in a formula is"
                    + " not closed on its line, or holds a brace, so it would be typeset as it is: write it on one line with no { or }"
                    + " in its values (e.g. expect=\"\\mathbf 1\", not expect=\"\\mathbf{1}\")"));
        }
    }

    private static int line(String text, int index) {
        return (int) text.substring(0, index).chars().filter(c -> c == '\n').count();
    }

    /**
     * A fact's value as TeX: ‖ (incomparable modulo a universe) as {@code \parallel}, the symbol the lessons and the
     * glossary write for it, since KaTeX has no metrics for the character itself and warns; other values are TeX as they are.
     */
    static String asTex(String value) {
        return value.replace("‖", "\\parallel ");
    }

    private String factValue(String text, SourceLocation where) {
        try {
            DirectiveRegistry.Artifact artifact = registry.fact(DirectiveParser.parse(text, where), solver);
            return ((DirectiveRegistry.FactValue) artifact.model()).value();
        } catch (FalseClaim claim) {
            problems.add(claim);
            return claim.computed();
        } catch (SourceException e) {
            problems.add(e);
            return "?";
        }
    }

    /** Whether this build bakes the instructor edition (which shows instructor notes). */
    public boolean instructorEdition() {
        return solver.edition().isInstructor();
    }

    /** The problems of this build (the build fails on any), including the claims the solver contradicts. */
    public SourceProblems problems() {
        return problems;
    }

    /** The solver session of this build. */
    SolverSession solver() {
        return solver;
    }

    /** The partials this build displays its models with. */
    PartialRenderer partials() {
        return partials;
    }

    /** What stands in the page where {@code problem} stopped an artifact: a paragraph, or {@code inline} in running text. */
    static String buildError(PartialRenderer partials, SourceException problem, boolean inline) {
        String html = partials.render(BuildError.PARTIAL, new BuildError(problem.getMessage(), inline));
        return inline ? html.strip() : html;
    }

    /** The model of {@code partials/build-error.ftl}. */
    public record BuildError(String message, boolean inline) {
        static final String PARTIAL = "build-error";
    }

    /** The model of {@code partials/math-with-facts.ftl}: TeX with its facts' values in it. */
    public record MathWithFacts(boolean display, String cssClass, String tex) {
        static final String PARTIAL = "math-with-facts";
    }
}

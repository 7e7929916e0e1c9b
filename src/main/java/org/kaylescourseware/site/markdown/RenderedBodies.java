package org.kaylescourseware.site.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.kaylescourseware.site.book.BlockIndex;
import org.kaylescourseware.site.book.NumberedBlock;
import org.kaylescourseware.site.cache.LastBuild;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * The HTML of each page's Markdown body as a builder's last build rendered it, kept for its next: {@code serve} rebuilds
 * after an edit to one lesson, and the other pages' directives need not compute and display their artifacts again. A body
 * is kept with everything its rendering reads besides the solver's code: its Markdown and the line it starts at, the
 * course's blocks as that page sees them (their numbers, titles and pages; the lines of its own), and a digest of the
 * course's other files (the rule files, a bibliography beside a page) and templates, which the builder gives at the start
 * of each build. What rendering it did to the build's solver session (games used, artifacts counted, files attached,
 * exercises recorded, studies asked) is recorded and done again when it is kept. A body whose rendering found a problem
 * is not kept, so that the problem is reported again.
 */
public final class RenderedBodies {

    private record Input(String markdown, SourceLocation start, List<Object> blocks, String course) {
    }

    private record Rendered(String html, SolverSession.Effects effects) {
    }

    private final LastBuild<Input, Rendered> kept = new LastBuild<>();
    private Optional<String> course = Optional.empty();

    /**
     * Starts a build of a course whose files other than its pages, and templates, have the digest {@code course}; empty
     * when it could not be taken, and then nothing is kept or found. Forgets what the last build did not ask.
     */
    public synchronized void startBuild(Optional<String> course) {
        this.course = course;
        kept.startBuild();
    }

    /** The body's HTML, kept or rendered by {@code render}, with what rendering it did to {@code solver} done again when kept. */
    String render(String markdown, SourceLocation start, BlockIndex blocks, SolverSession solver, SourceProblems problems,
            Supplier<String> render) {
        Optional<String> digest;
        synchronized (this) {
            digest = course;
        }
        if (digest.isEmpty()) {
            return render.get();
        }
        Input input = new Input(markdown, start, seenFrom(blocks, start), digest.get());
        Optional<Rendered> known = kept.find(input);
        if (known.isPresent() && solver.replay(known.get().effects())) {
            return known.get().html();
        }
        int before = problems.sorted().size();
        SolverSession.Recorded<String> rendered = solver.record(render);
        if (problems.sorted().size() == before) {
            kept.keep(input, new Rendered(rendered.value(), rendered.effects()));
        }
        return rendered.value();
    }

    /** The course's pages and blocks as a body starting at {@code start} reads them: where a block opens only for its own. */
    private static List<Object> seenFrom(BlockIndex blocks, SourceLocation start) {
        List<Object> seen = new ArrayList<>(blocks.pages());
        for (NumberedBlock block : blocks.blocks()) {
            boolean own = block.location().file().equals(start.file());
            seen.add(List.of(block.kind(), block.id(), block.number(), block.attributes(), block.page(),
                    own ? block.location() : ""));
        }
        return seen;
    }
}

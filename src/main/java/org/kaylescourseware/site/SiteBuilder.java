package org.kaylescourseware.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.directive.DirectiveRegistry;
import org.kaylescourseware.site.directive.SolverCache;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.markdown.ArtifactWriter;
import org.kaylescourseware.site.markdown.GamePageEngine;
import org.kaylescourseware.site.markdown.LessonEngine;
import org.kaylescourseware.site.markdown.LessonMarkdown;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * Builds the course site, student or instructor edition. The recipe: read the games and the course
 * outline, bake with JBake into a staging folder beside the output, add the answer keys (instructor
 * edition only) and KaTeX, then swap the staging folder in for the output.
 * A build that finds any problem publishes nothing and leaves the previous output as it was.
 */
public final class SiteBuilder {

    private final SiteLayout layout;
    private final Edition edition;
    private final Consumer<String> progress;
    private final boolean draft;
    private final SolverCache cache = new SolverCache();

    /** A builder of the student edition that fails on any problem, including a claim the solver contradicts. */
    public SiteBuilder(SiteLayout layout, Consumer<String> progress) {
        this(layout, Edition.STUDENT, false, progress);
    }

    /** A builder of {@code edition} that fails on any problem. */
    public SiteBuilder(SiteLayout layout, Edition edition, Consumer<String> progress) {
        this(layout, edition, false, progress);
    }

    /** A builder of the student edition; see the main constructor for {@code draft}. */
    public SiteBuilder(SiteLayout layout, Consumer<String> progress, boolean draft) {
        this(layout, Edition.STUDENT, draft, progress);
    }

    /**
     * @param edition  the student edition, or the instructor edition with solutions open and answer keys
     * @param draft    whether a fact whose expectation is false is only a warning (the page shows the
     *                 computed value) rather than a failure
     * @param progress receives a line for each long step (long computations)
     */
    public SiteBuilder(SiteLayout layout, Edition edition, boolean draft, Consumer<String> progress) {
        this.layout = layout;
        this.edition = edition;
        this.draft = draft;
        this.progress = progress;
    }

    /** The edition this builder bakes. */
    public Edition edition() {
        return edition;
    }

    /**
     * Builds into {@code output}, replacing it only when the whole build succeeded. Solver results
     * are kept in this builder's cache, so building again recomputes only the games whose rule or
     * bound changed.
     */
    public BuildSummary build(Path output) {
        long start = System.nanoTime();
        layout.requireSources();
        Path staging = sibling(output, "build");
        try {
            Counts counts = bakeInto(staging);
            Publication.replace(output, staging, sibling(output, "old"));
            return new BuildSummary(output, counts.pages(), counts.artifacts(), counts.games(), counts.recomputed(),
                    counts.warnings(), Duration.ofNanos(System.nanoTime() - start));
        } finally {
            Publication.deleteIfExists(staging);
        }
    }

    private record Counts(int pages, int artifacts, int games, List<String> recomputed, List<String> warnings) {
    }

    private Counts bakeInto(Path staging) {
        SourceProblems problems = new SourceProblems();
        List<String> jbakeErrors = List.of();
        SolverSession solver = null;
        cache.startBuild();
        try {
            solver = new SolverSession(GameCatalog.load(layout.games()), cache, progress, edition);
            CourseOutline outline = CourseOutline.read(layout.content());
            PartialRenderer partials = new PartialRenderer(layout.templates());
            Engines engines = engines(outline, partials, solver, problems);
            jbakeErrors = SiteOven.bake(layout, staging, engines.lessons(), engines.games());
            boolean published = (draft ? problems.errors() : problems.sorted()).isEmpty() && jbakeErrors.isEmpty();
            if (edition.isInstructor() && published) {
                AnswerKeyPages.write(staging, outline, solver.exerciseBook(), partials, layout.templates());
            }
        } catch (SourceException e) {
            problems.add(e);
        }
        List<String> all = new ArrayList<>();
        (draft ? problems.errors() : problems.sorted()).forEach(p -> all.add(p.getMessage()));
        List<String> falseClaims = problems.falseClaims().stream().map(SourceException::getMessage).toList();
        all.addAll(jbakeErrors);
        if (!all.isEmpty()) {
            throw new BuildFailure(all);
        }
        cache.endBuild();
        KatexAssets.copyInto(staging.resolve("katex"));
        writeAttachments(solver, staging);
        return new Counts(countPages(staging), solver.artifacts(), solver.catalog().games().size(),
                cache.recomputed().stream().sorted().toList(), draft ? falseClaims : List.of());
    }

    /** Writes each file a directive attached to a page into that page's folder (content/x/y.md → x/). */
    private void writeAttachments(SolverSession solver, Path staging) {
        Path content = layout.content().toAbsolutePath().normalize();
        for (SolverSession.Attachment attachment : solver.attachments()) {
            Path folder = content.relativize(attachment.page().toAbsolutePath().normalize()).getParent();
            Path target = (folder == null ? staging : staging.resolve(folder.toString())).resolve(attachment.name());
            try {
                Files.createDirectories(target.getParent());
                Files.writeString(target, attachment.text(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + target, e);
            }
        }
    }

    /** The engines JBake bakes with: one for lessons, one for rule files; the same outline, directives and partials. */
    private record Engines(LessonEngine lessons, GamePageEngine games) {
    }

    private Engines engines(CourseOutline outline, PartialRenderer partials, SolverSession solver, SourceProblems problems) {
        LessonMarkdown markdown = new LessonMarkdown(new ArtifactWriter(DirectiveRegistry.standard(), solver, partials, problems));
        return new Engines(new LessonEngine(outline, markdown, partials, solver.catalog(), edition),
                new GamePageEngine(outline, markdown, partials, solver));
    }

    private static int countPages(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return (int) files.filter(f -> f.toString().endsWith(".html")).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A hidden folder beside {@code output}, e.g. {@code .site-build-<n>}: same file system, so moves are renames. */
    private static Path sibling(Path output, String role) {
        Path absolute = output.toAbsolutePath().normalize();
        return absolute.resolveSibling("." + absolute.getFileName() + "-" + role + "-" + ProcessHandle.current().pid()
                + "-" + System.nanoTime());
    }

    /** Deletes a folder tree, deepest first. */
    static void deleteTree(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + folder, e);
        }
    }
}

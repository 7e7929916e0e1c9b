package org.kaylescourseware.site;

import java.io.IOException;
import java.io.UncheckedIOException;
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
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.markdown.ArtifactWriter;
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

    /** A builder of the student edition. @param progress receives a line for each long step (long computations) */
    public SiteBuilder(SiteLayout layout, Consumer<String> progress) {
        this(layout, Edition.STUDENT, progress);
    }

    /** @param progress receives a line for each long step (long computations) */
    public SiteBuilder(SiteLayout layout, Edition edition, Consumer<String> progress) {
        this.layout = layout;
        this.edition = edition;
        this.progress = progress;
    }

    /** Builds into {@code output}, replacing it only when the whole build succeeded. */
    public BuildSummary build(Path output) {
        long start = System.nanoTime();
        layout.requireSources();
        Path staging = sibling(output, "build");
        try {
            Counts counts = bakeInto(staging);
            Publication.replace(output, staging, sibling(output, "old"));
            return new BuildSummary(output, counts.pages(), counts.artifacts(), counts.games(),
                    Duration.ofNanos(System.nanoTime() - start));
        } finally {
            Publication.deleteIfExists(staging);
        }
    }

    private record Counts(int pages, int artifacts, int games) {
    }

    private Counts bakeInto(Path staging) {
        SourceProblems problems = new SourceProblems();
        List<String> jbakeErrors = List.of();
        SolverSession solver = null;
        try {
            solver = new SolverSession(GameCatalog.load(layout.games()), progress, edition);
            CourseOutline outline = CourseOutline.read(layout.content());
            PartialRenderer partials = new PartialRenderer(layout.templates());
            jbakeErrors = SiteOven.bake(layout, staging, lessonEngine(outline, partials, solver, problems));
            if (edition.isInstructor() && problems.sorted().isEmpty() && jbakeErrors.isEmpty()) {
                AnswerKeyPages.write(staging, outline, solver.exerciseBook(), partials, layout.templates());
            }
        } catch (SourceException e) {
            problems.add(e);
        }
        List<String> all = new ArrayList<>();
        problems.sorted().forEach(p -> all.add(p.getMessage()));
        all.addAll(jbakeErrors);
        if (!all.isEmpty()) {
            throw new BuildFailure(all);
        }
        KatexAssets.copyInto(staging.resolve("katex"));
        return new Counts(countPages(staging), solver.artifacts(), solver.catalog().games().size());
    }

    /** The Markdown engine JBake bakes lessons with: outline, directives and partials of this build. */
    private LessonEngine lessonEngine(CourseOutline outline, PartialRenderer partials, SolverSession solver,
            SourceProblems problems) {
        ArtifactWriter artifacts = new ArtifactWriter(DirectiveRegistry.standard(), solver, partials, problems);
        return new LessonEngine(outline, new LessonMarkdown(artifacts), partials, edition);
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

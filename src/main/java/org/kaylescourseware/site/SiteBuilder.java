package org.kaylescourseware.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.kaylescourseware.site.book.BlockIndex;
import org.kaylescourseware.site.book.PageBlocks;
import org.kaylescourseware.site.book.CourseContents;
import org.kaylescourseware.site.cache.LastBuild;
import org.kaylescourseware.site.cache.SolverVersion;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.course.Page;
import org.kaylescourseware.site.directive.SolverCache;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.markdown.ArtifactWriter;
import org.kaylescourseware.site.markdown.BodyProcessing;
import org.kaylescourseware.site.markdown.CourseBlocks;
import org.kaylescourseware.site.markdown.GamePageEngine;
import org.kaylescourseware.site.markdown.LessonEngine;
import org.kaylescourseware.site.markdown.LessonMarkdown;
import org.kaylescourseware.site.markdown.RenderedBodies;
import org.kaylescourseware.site.math.FormulaCache;
import org.kaylescourseware.site.math.FormulaSources;
import org.kaylescourseware.site.math.FormulaTypesetting;
import org.kaylescourseware.site.math.KatexTypesetter;
import org.kaylescourseware.site.pages.AnswerKeyPages;
import org.kaylescourseware.site.pages.BookFiles;
import org.kaylescourseware.site.pages.BookPages;
import org.kaylescourseware.site.pages.PageFinishing;
import org.kaylescourseware.site.pages.SiteOven;
import org.kaylescourseware.site.pages.WholeCoursePage;
import org.kaylescourseware.site.pdf.CoursePdf;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.publish.BuildStamp;
import org.kaylescourseware.site.publish.OutputFolder;
import org.kaylescourseware.site.publish.OutputRefused;
import org.kaylescourseware.site.render.KatexAssets;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.BuildFailure;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceProblems;
import org.kaylescourseware.site.source.SourceSnapshot;
import org.kaylescourseware.site.source.SourceUnreadable;

/**
 * Builds the course site, student or instructor edition. The recipe: claim the output folder, copy
 * the sources, read the games and the course outline, bake with JBake into a staged version, add
 * the answer keys (instructor edition only), KaTeX and the directives' files, then publish the
 * staged version in one step. A build that finds any problem publishes nothing and leaves the
 * previous output as it was.
 */
public final class SiteBuilder {

    private final SiteLayout layout;
    private final Edition edition;
    private final Consumer<String> progress;
    private final boolean draft;
    private final SolverCache cache;
    /** The formulas typeset by this builder's builds, kept in the solver cache's folder too. */
    private final FormulaCache formulas;
    private final Optional<CoursePdf> pdf;
    /** What the passes over bodies, chapters and pages gave, kept for the next build: what is baked as before is not redone. */
    private final BodyProcessing bodies;
    private final LastBuild<WholeCoursePage.ChapterSource, WholeCoursePage.Chapter> chapters = new LastBuild<>();
    private final PageFinishing finishing = new PageFinishing();
    private final RenderedBodies rendered = new RenderedBodies();
    /** The blocks each page declared at the last build, by its Markdown (see {@link CourseBlocks#index}). */
    private final LastBuild<List<Object>, PageBlocks> declaredBlocks = new LastBuild<>();
    /** The sections of each lesson the site map lists, by the baked page they were read from. */
    private final LastBuild<List<String>, List<BookPages.Section>> sections = new LastBuild<>();

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

    /** A builder whose solver cache is in memory only (kept across its builds, forgotten with it). */
    public SiteBuilder(SiteLayout layout, Edition edition, boolean draft, Consumer<String> progress) {
        this(layout, edition, draft, new SolverCache(), progress);
    }

    /**
     * @param edition  the student edition, or the instructor edition with solutions open and answer keys
     * @param draft    whether a fact whose expectation is false is only a warning (the page shows the
     *                 computed value) rather than a failure
     * @param cache    the solver results of earlier builds, e.g. one kept on disk in the project
     * @param progress receives a line as each step starts (reading, baking, publishing) and for each
     *                 long computation
     */
    public SiteBuilder(SiteLayout layout, Edition edition, boolean draft, SolverCache cache, Consumer<String> progress) {
        this(layout, edition, draft, cache, progress, Optional.empty());
    }

    /**
     * A builder that also prints the whole course to {@link CoursePdf#FILE} with {@code pdf} (the home
     * page then links to it); a PDF that cannot be printed fails the build.
     */
    public SiteBuilder(SiteLayout layout, Edition edition, boolean draft, SolverCache cache, Consumer<String> progress,
            Optional<CoursePdf> pdf) {
        this.layout = layout;
        this.edition = edition;
        this.draft = draft;
        this.cache = cache;
        this.progress = progress;
        this.pdf = pdf;
        this.formulas = new FormulaCache(new KatexTypesetter(), cache.folder());
        this.bodies = new BodyProcessing(body -> formulas.prefetch(FormulaTypesetting.formulas(body)));
    }

    /** The edition this builder bakes. */
    public Edition edition() {
        return edition;
    }

    /**
     * Builds into {@code output}, replacing it only when the whole build succeeded, in one step
     * (see {@link OutputFolder}). Solver results are kept in this builder's cache, so building
     * again recomputes only the games whose rule or bound changed.
     *
     * @throws BuildFailure every problem found; then nothing was published and the previous output
     *                      is as it was
     * @throws OutputRefused why {@code output} may not be written; nothing was computed or touched
     * @throws SourceUnreadable the sources that could not be read; nothing was computed or published
     */
    public BuildSummary build(Path output) {
        return build(output, true);
    }

    /**
     * Builds as {@link #build} does but leaves no stamp in the site, so that the next
     * {@link #buildIfChanged} bakes whatever changed: what {@code build --no-cache} does, which keeps
     * nothing for a later build.
     */
    public BuildSummary buildAfresh(Path output) {
        return build(output, false);
    }

    private BuildSummary build(Path output, boolean stamped) {
        long start = System.nanoTime();
        layout.requireSources();
        // the digest is taken before the sources are read: an edit meanwhile makes the next build bake
        Optional<String> sources = stamped ? sourcesDigest() : Optional.empty();
        try (OutputFolder folder = OutputFolder.claim(output, List.of(layout.content(), layout.templates()), progress)) {
            Counts counts = bakeInto(folder.staging(), folder.scratch());
            if (sources.isPresent()) {
                writeStamp(new BuildStamp(sources.get(), counts.pages(), counts.artifacts(), counts.games(),
                        counts.studies().asked().stream().sorted().toList()), folder.staging());
            }
            progress.accept("publishing " + output);
            folder.publish();
            List<String> warnings = new ArrayList<>(counts.warnings());
            warnings.addAll(folder.warnings());
            return new BuildSummary(output, counts.pages(), counts.artifacts(), counts.games(), counts.recomputed(),
                    counts.studies(), warnings, Duration.ofNanos(System.nanoTime() - start), false);
        }
    }

    /**
     * Builds as {@link #build} does, unless the site published at {@code output} was built by this
     * program, with these settings, from sources whose every file is as it is now: then it publishes
     * nothing, computes nothing and returns what that build counted. A draft build always bakes, to
     * report its warnings again.
     */
    public BuildSummary buildIfChanged(Path output) {
        long start = System.nanoTime();
        layout.requireSources();
        Optional<String> sources = draft ? Optional.empty() : sourcesDigest();
        Optional<BuildStamp> published = BuildStamp.published(output);
        if (sources.isPresent() && published.isPresent() && published.get().sources().equals(sources.get())) {
            BuildStamp stamp = published.get();
            return new BuildSummary(output, stamp.pages(), stamp.artifacts(), stamp.games(), List.of(),
                    new SolverCache.StudyCount(Set.copyOf(stamp.studies()), Set.of()), List.of(),
                    Duration.ofNanos(System.nanoTime() - start), true);
        }
        return build(output);
    }

    /** The digest of what this build reads: the program, the edition and options, content/ and templates/. */
    private Optional<String> sourcesDigest() {
        String settings = SolverVersion.current().text() + "; " + edition + (draft ? "; draft" : "") + (pdf.isPresent() ? "; pdf" : "");
        return BuildStamp.digest(settings, layout.root(), List.of("content", "templates"));
    }

    private static void writeStamp(BuildStamp stamp, Path staging) {
        try {
            stamp.writeInto(staging);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + staging.resolve(BuildStamp.FILE), e);
        }
    }

    private record Counts(int pages, int artifacts, int games, List<String> recomputed, SolverCache.StudyCount studies,
            List<String> warnings) {
    }

    /**
     * The recipe: copy the sources, read the games and the outline, bake, add what only the
     * course writes (the glossary, knowls and search index, answer keys, KaTeX, directives' attachments). Every problem of every step is
     * collected; the build fails with all of them.
     */
    private Counts bakeInto(Path staging, Path scratch) {
        SourceProblems problems = new SourceProblems();
        List<String> jbakeErrors = List.of();
        SolverSession solver = null;
        cache.startBuild();
        bodies.startBuild();
        chapters.startBuild();
        declaredBlocks.startBuild();
        sections.startBuild();
        finishing.startBuild();
        try {
            progress.accept("reading the course");
            SourceSnapshot sources = SourceSnapshot.take(layout.root(), scratch.resolve("sources"), problems);
            rendered.startBuild(courseFiles(sources.root()));
            GameCatalog games = GameCatalog.read(sources.ruleFiles(), problems);
            SourceProblems headers = new SourceProblems();
            CourseOutline outline = CourseOutline.read(layout.content(), sources.pages(), headers);
            headers.sorted().forEach(problems::add);
            withdrawUnreadable(sources, games, outline);
            solver = new SolverSession(games, cache, progress, edition);
            // a page header wrong is reported before the bake, which takes minutes for a large course and would
            // number and link the pages without the one withdrawn (rule files are baked with: a lesson says which it needs)
            if (outline.hasHome() && headers.sorted().isEmpty()) {
                progress.accept("computing and baking " + sources.pages().size() + " pages and " + games.games().size()
                        + " game pages");
                PartialRenderer partials = new PartialRenderer(layout.templates());
                Engines engines = engines(outline, partials, solver, problems, sources);
                jbakeErrors = SiteOven.bake(new SiteLayout(sources.root()), staging, engines.lessons(), engines.games(),
                        layout.templates());
                List<Page> gamePages = GamePageEngine.pages(solver.catalog());
                if (failures(problems).isEmpty() && jbakeErrors.isEmpty()) {
                    FormulaTypesetting typesetting = new FormulaTypesetting(formulas,
                            new FormulaSources(layout.content(), layout.templates()), problems);
                    Map<String, String> knowls = BookFiles.write(staging, engines.blocks(), engines.contents(), outline,
                            partials.render("navigation", outline.navigation(outline.glossary(), gamePages)),
                            LessonEngine.editionMarker(partials, edition), layout, typesetting);
                    if (edition.isInstructor()) {
                        AnswerKeyPages.write(staging, outline, gamePages, solver.exerciseBook(), partials, layout.templates());
                    }
                    BookPages.write(staging, outline, gamePages, partials, layout.templates(), edition, sections);
                    WholeCoursePage.write(staging, outline, gamePages, partials, layout.templates(), edition, chapters);
                    progress.accept("typesetting the formulas");
                    finishing.finish(staging, typesetting, knowls);
                }
            }
        } catch (SourceException e) {
            problems.add(e);
        }
        List<String> all = new ArrayList<>();
        failures(problems).forEach(p -> all.add(p.getMessage()));
        List<String> falseClaims = problems.falseClaims().stream().map(SourceException::getMessage).toList();
        all.addAll(jbakeErrors);
        cache.endBuild(all.isEmpty());
        if (!all.isEmpty()) {
            throw new BuildFailure(all);
        }
        KatexAssets.copyInto(staging.resolve("katex"));
        writeAttachments(solver, staging);
        if (pdf.isPresent()) {
            progress.accept("printing the whole course to " + CoursePdf.FILE + " with Chromium (twice: the second printing"
                    + " gives the contents their page numbers)");
            pdf.get().print(staging, scratch.resolve("pdf"));
        }
        return new Counts(countPages(staging), solver.artifacts(), solver.catalog().games().size(),
                cache.recomputed().stream().sorted().toList(), cache.studies(), draft ? falseClaims : List.of());
    }

    /** The problems that fail this build: all of them, or in a draft build all but the false claims. */
    private List<SourceException> failures(SourceProblems problems) {
        return draft ? problems.errors() : problems.sorted();
    }

    /** Takes the pages and rule files that could not be read out of the copy JBake bakes. */
    private static void withdrawUnreadable(SourceSnapshot sources, GameCatalog games, CourseOutline outline) {
        for (Path page : sources.pages()) {
            if (outline.page(page).isEmpty()) {
                sources.withdraw(page);
            }
        }
        for (Path rules : sources.ruleFiles()) {
            if (games.games().stream().noneMatch(g -> g.source().file().equals(rules))) {
                sources.withdraw(rules);
            }
        }
    }

    /**
     * Writes each file a directive attached to a page into that page's folder (content/x/y.md → x/);
     * a file that is already there (a page or an asset of that name) is a problem, not overwritten.
     */
    private void writeAttachments(SolverSession solver, Path staging) {
        Path content = layout.content().toAbsolutePath().normalize();
        List<String> clashes = new ArrayList<>();
        for (SolverSession.Attachment attachment : solver.attachments()) {
            Path folder = content.relativize(attachment.page().toAbsolutePath().normalize()).getParent();
            Path target = (folder == null ? staging : staging.resolve(folder.toString())).resolve(attachment.name());
            try {
                Files.createDirectories(target.getParent());
                Files.writeString(target, attachment.text(), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
            } catch (FileAlreadyExistsException e) {
                clashes.add(attachment.page() + ": the file " + attachment.name() + " a directive publishes beside this"
                        + " page has the name of another file there; give the directive another id");
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + target, e);
            }
        }
        if (!clashes.isEmpty()) {
            throw new BuildFailure(clashes);
        }
    }

    /**
     * The engines JBake bakes with: one for lessons, one for rule files; the same outline, directives,
     * partials and blocks. What they render is collected in {@code contents} for the book's files.
     */
    private record Engines(LessonEngine lessons, GamePageEngine games, BlockIndex blocks, CourseContents contents) {
    }

    private Engines engines(CourseOutline outline, PartialRenderer partials, SolverSession solver, SourceProblems problems,
            SourceSnapshot sources) {
        BlockIndex blocks = CourseBlocks.index(outline, solver, problems, declaredBlocks);
        solver.cite(blocks.citedResults());
        LessonMarkdown markdown = new LessonMarkdown(new ArtifactWriter(CourseDirectives.registry(), solver, partials, problems),
                blocks, Optional.of(rendered));
        CourseContents contents = new CourseContents();
        return new Engines(new LessonEngine(outline, markdown, partials, solver, edition, sources::original,
                        pdf.isPresent() ? CoursePdf.FILE : "", contents, bodies),
                new GamePageEngine(outline, markdown, partials, solver, sources::original, contents, bodies), blocks, contents);
    }

    /**
     * The digest of what a page's body may read besides its own Markdown, in the copy of the sources {@code root}: the
     * templates and every file of content/ that is not a page (the rule files, a bibliography); empty when one cannot
     * be read, and then no body is kept (see {@link RenderedBodies}).
     */
    private static Optional<String> courseFiles(Path root) {
        List<String> files = new ArrayList<>(List.of("templates"));
        try (Stream<Path> content = Files.walk(root.resolve("content"))) {
            content.filter(Files::isRegularFile).filter(f -> !f.toString().endsWith(".md")).sorted()
                    .forEach(f -> files.add(root.relativize(f).toString()));
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
        return BuildStamp.digest(SolverVersion.current().text(), root, files);
    }

    private static int countPages(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return (int) files.filter(f -> f.toString().endsWith(".html")).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

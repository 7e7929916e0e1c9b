package org.kaylescourseware.site.markdown;

import java.nio.file.Path;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.jbake.model.DocumentModel;
import org.jbake.parser.MarkupEngine;
import org.jbake.parser.ParserContext;
import org.kaylescourseware.site.book.CourseContents;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.course.Navigation;
import org.kaylescourseware.site.course.Page;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.games.GameIndex;
import org.kaylescourseware.site.math.FormulaTypesetting;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * JBake's markup engine for {@code .md}, registered with {@code Engines.register("md", ...)} for
 * each build. It renders the body with {@link LessonMarkdown} and adds to the document what the
 * page templates show beside it, each already rendered by its partial: {@code toc},
 * {@code site_navigation}, {@code pager}, {@code lesson_list}, {@code game_list} (links to every game's page),
 * {@code edition_marker} (empty in the student edition), {@code page_title}, {@code course_pdf} (the PDF's
 * file, empty when the build prints none), {@code has_math} (whether the page needs KaTeX's style sheet)
 * and {@code lesson_games} (links to the pages of the games the lesson's directives and facts compute with). (JBake stores documents in its database, which
 * takes text, not Java records: so the records are displayed here, with the same partials.)
 */
public final class LessonEngine extends MarkupEngine {

    private final CourseOutline outline;
    private final LessonMarkdown markdown;
    private final PartialRenderer partials;
    private final GameCatalog games;
    private final SolverSession solver;
    private final String editionMarker;
    private final UnaryOperator<Path> originals;
    private final String coursePdf;
    private final CourseContents contents;
    private final BodyProcessing processing;

    /**
     * @param originals the author's file of each file JBake reads (JBake bakes a copy of the sources)
     * @param coursePdf the whole course's PDF, which the home page links to; empty when the build makes none
     * @param contents  where each lesson's sections and blocks are collected, for the search index and the knowls
     * @param processing finishes a rendered body and reads its contents, keeping them for the next build
     */
    public LessonEngine(CourseOutline outline, LessonMarkdown markdown, PartialRenderer partials, SolverSession solver,
            Edition edition, UnaryOperator<Path> originals, String coursePdf, CourseContents contents, BodyProcessing processing) {
        this.processing = processing;
        this.solver = solver;
        this.coursePdf = coursePdf;
        this.originals = originals;
        this.contents = contents;
        this.outline = outline;
        this.markdown = markdown;
        this.partials = partials;
        this.games = solver.catalog();
        this.editionMarker = editionMarker(partials, edition);
    }

    /** The marker every page of {@code edition} shows, rendered once; empty for the student edition. */
    public static String editionMarker(PartialRenderer partials, Edition edition) {
        return edition.notice().map(notice -> partials.render("edition-marker", notice)).orElse("");
    }

    @Override
    public void processBody(ParserContext context) {
        Page page = outline.page(originals.apply(context.getFile().toPath())).orElseThrow(() -> new IllegalStateException(
                context.getFile() + " was crawled by JBake but is not in the course outline"));
        String html = markdown.render(context.getBody(), new SourceLocation(page.source(), page.bodyLine()));
        BodyProcessing.Processed processed = processing.process(html, page.uri(), page.title(), "Lesson " + page.order(), page.summary());
        PagePostProcessor.ProcessedBody body = processed.body();
        context.setBody(body.html());
        if (page.isLesson()) {
            contents.add(processed.contents());
        }
        Navigation navigation = outline.navigation(page, GamePageEngine.pages(games));
        DocumentModel document = context.getDocumentModel();
        document.put("toc", body.toc().isEmpty() ? "" : partials.render("toc", body.toc()));
        document.put("site_navigation", partials.render("navigation", navigation));
        document.put("pager", partials.render("pager", navigation));
        document.put("lesson_list", partials.render("lesson-list", navigation));
        GameIndex allGames = GameIndex.of(games, page.rootPath());
        document.put("game_list", partials.render("game-list", allGames));
        Set<String> used = solver.gamesUsedBy(page.source());
        document.put("lesson_games", used.isEmpty() ? "" : partials.render("lesson-games",
                new GameIndex(allGames.games().stream().filter(game -> used.contains(game.id())).toList())));
        document.put("edition_marker", editionMarker);
        document.put("page_title", pageTitle(page.title(), outline));
        document.put("course_pdf", coursePdf);
        document.put("has_math", FormulaTypesetting.hasMath(body.html()));
    }

    /** The window's title of a page: its own title and the course's (the home page's title alone). */
    public static String pageTitle(String title, CourseOutline outline) {
        String course = outline.home().title();
        return title.equals(course) ? course : title + " · " + course;
    }
}

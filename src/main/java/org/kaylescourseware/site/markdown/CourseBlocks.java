package org.kaylescourseware.site.markdown;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.CitedResults;
import org.kaylescourseware.site.book.BlockIndex;
import org.kaylescourseware.site.book.BookPage;
import org.kaylescourseware.site.book.PageBlocks;
import org.kaylescourseware.site.cache.LastBuild;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Page;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.games.GamePageSource;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;
import org.kaylescourseware.site.source.SourceText;

/**
 * The first pass of a build: every page's blocks, read and numbered before any page is rendered,
 * so that a reference may name a block further on or in another lesson. Lessons are numbered by
 * their {@code order} (Theorem 2.4 is in lesson 2); game pages, the book's appendix, by a letter
 * in the catalog's order (Example B.1); the home page's blocks by plain numbers.
 */
public final class CourseBlocks {

    private CourseBlocks() {
    }

    /**
     * The index of the course's blocks; the problems found go to {@code problems}. The blocks a page declares depend on its
     * Markdown alone: those of a page as it was at the last build are taken from {@code kept}, not read again.
     */
    public static BlockIndex index(CourseOutline outline, SolverSession solver, SourceProblems problems,
            LastBuild<List<Object>, PageBlocks> kept) {
        List<PageBlocks> pages = lessonPages(outline, problems, kept);
        List<GameDefinition> games = solver.catalog().games();
        for (int i = 0; i < games.size(); i++) {
            GameDefinition game = games.get(i);
            BookPage page = new BookPage(game.descriptionAt().file(), game.pageUri(), game.name(), letter(i));
            String markdown = gamePage(game, solver);
            pages.add(kept.apply(List.of(page, markdown, game.descriptionAt()), key -> LessonMarkdown.blocks(page, markdown,
                    game.descriptionAt())));
        }
        return BlockIndex.of(pages, problems);
    }

    /**
     * The names of the results the lessons of {@code content} number, by block id, as the exercises cite them
     * when a worksheet or an export draws them away from a build: the lessons' blocks are numbered as the build
     * numbers them (the game pages, the book's appendix, come after every lesson and change no lesson's number).
     * A page with a problem names nothing; an exercise that cites one of its blocks says so.
     */
    public static CitedResults lessonResults(Path content) {
        SourceProblems problems = new SourceProblems();
        CourseOutline outline = CourseOutline.read(content, CourseOutline.markdownFiles(content), problems);
        return BlockIndex.of(lessonPages(outline, problems, new LastBuild<>()), problems).citedResults();
    }

    private static List<PageBlocks> lessonPages(CourseOutline outline, SourceProblems problems,
            LastBuild<List<Object>, PageBlocks> kept) {
        List<PageBlocks> pages = new ArrayList<>();
        List<Page> lessons = new ArrayList<>(outline.lessons());
        if (outline.hasHome()) {
            lessons.add(0, outline.home());
        }
        for (Page page : lessons) {
            try {
                String body = body(SourceText.read(page.source()), page.bodyLine());
                BookPage bookPage = new BookPage(page.source(), page.uri(), page.title(),
                        page.isLesson() ? Integer.toString(page.order()) : "");
                SourceLocation start = new SourceLocation(page.source(), page.bodyLine());
                pages.add(kept.apply(List.of(bookPage, body, start), key -> LessonMarkdown.blocks(bookPage, body, start)));
            } catch (SourceException e) {
                problems.add(e);
            }
        }
        return pages;
    }

    /** A game page's Markdown as its engine renders it; the description alone when the game cannot be computed (reported then). */
    private static String gamePage(GameDefinition game, SolverSession solver) {
        try {
            return GamePageSource.markdown(game, solver.sequence(game));
        } catch (SourceException e) {
            return game.description();
        }
    }

    /** A, B, ..., Z, AA, AB, ...: the appendix letters of the game pages. */
    static String letter(int index) {
        String letters = "";
        for (int i = index; i >= 0; i = i / 26 - 1) {
            letters = (char) ('A' + i % 26) + letters;
        }
        return letters;
    }

    /** The Markdown body of a page whose body starts at line {@code bodyLine}, as JBake hands it to the engine. */
    static String body(String text, int bodyLine) {
        int at = 0;
        for (int line = 1; line < bodyLine && at < text.length(); line++) {
            int next = text.indexOf('\n', at);
            at = next < 0 ? text.length() : next + 1;
        }
        return text.substring(at);
    }
}

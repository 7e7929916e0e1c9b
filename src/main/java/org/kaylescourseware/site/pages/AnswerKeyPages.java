package org.kaylescourseware.site.pages;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.course.Page;
import org.kaylescourseware.site.exercisebook.ExerciseBook;
import org.kaylescourseware.site.exercisebook.ExerciseSection;
import org.kaylescourseware.site.markdown.LessonEngine;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The instructor edition's answer keys: one page per lesson with exercises, beside the lesson
 * ({@code lessons/kayles.html} → {@code lessons/kayles-answers.html}), in the site's layout
 * ({@code templates/answers.ftl}). Only the instructor build calls this.
 */
public final class AnswerKeyPages {

    static final String TEMPLATE = "answers.ftl";

    /**
     * What {@code answers.ftl} and the layout display. The first seven components carry the names of
     * the JBake document fields {@code layout.ftl} reads, so one layout frames both kinds of page.
     */
    record AnswerKeyPage(String title, String page_title, String summary, String rootpath, String site_navigation,
            String edition_marker, boolean has_math, int order, String lessonTitle, String lessonHref, ExerciseSection section) {
    }

    private AnswerKeyPages() {
    }

    /** Writes the answer key of every lesson in {@code book} into the baked site {@code site}; returns how many. */
    public static int write(Path site, CourseOutline outline, List<Page> games, ExerciseBook book, PartialRenderer partials,
            Path templates) {
        FramedPage pages = new FramedPage(templates);
        String marker = LessonEngine.editionMarker(partials, Edition.INSTRUCTOR);
        int written = 0;
        for (Page lesson : outline.lessons()) {
            var section = book.section(lesson.source());
            if (section.isEmpty()) {
                continue;
            }
            String lessonFile = Path.of(lesson.uri()).getFileName().toString();
            String title = "Answer key: " + lesson.title();
            AnswerKeyPage page = new AnswerKeyPage(title, LessonEngine.pageTitle(title, outline),
                    "Every exercise of the lesson with its answer, for the instructor.", lesson.rootPath(),
                    partials.render("navigation", outline.navigation(lesson, games)), marker, true, lesson.order(),
                    lesson.title(), lessonFile, section.get());
            Path target = site.resolve(lesson.uri()).resolveSibling(ExerciseBook.answerKeyName(lessonFile));
            if (Files.exists(target)) {
                throw new SourceException(new SourceLocation(lesson.source(), 1), "the answer key of this lesson is"
                        + " published as " + site.relativize(target) + ", where another page already is; rename that page");
            }
            pages.write(TEMPLATE, page, target, "the instructor edition's answer keys");
            written++;
        }
        return written;
    }
}

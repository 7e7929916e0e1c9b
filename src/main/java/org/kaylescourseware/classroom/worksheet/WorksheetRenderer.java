package org.kaylescourseware.classroom.worksheet;

import freemarker.template.TemplateException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import org.kaylescourseware.classroom.export.ClozeQuestion;
import org.kaylescourseware.classroom.export.LmsQuestion;
import org.kaylescourseware.classroom.export.QuestionHtml;
import org.kaylescourseware.exercise.Exercise;

/**
 * Renders worksheets, answer keys, rosters, grading grids and the HTML of exported questions with
 * FreeMarker, from a course's templates ({@link CourseFiles}). HTML is escaped automatically and
 * numbers print without grouping, so the output is the same on every machine and locale.
 */
public final class WorksheetRenderer implements QuestionHtml {

    private final CourseFiles course;

    public WorksheetRenderer(CourseFiles course) {
        this.course = course;
    }

    /**
     * Renders from a project's templates folder.
     *
     * @throws IllegalArgumentException when {@code templates} has no {@code worksheet/} folder
     */
    public WorksheetRenderer(Path templates) {
        this(CourseFiles.project(templates.toAbsolutePath().getParent()));
    }

    /** The student's worksheet: questions and hints, room to work, no answers. */
    public String worksheet(Worksheet worksheet) {
        return render("worksheet/worksheet.ftl", worksheet);
    }

    /** The answer key: the same exercises with answers and worked solutions. */
    public String answerKey(Worksheet worksheet) {
        return render("worksheet/answer-key.ftl", worksheet);
    }

    /** Every worksheet of a roster, in one file. */
    public String allWorksheets(RosterBook book) {
        return render("worksheet/roster-worksheets.ftl", book);
    }

    /** Every answer key of a roster, in one file. */
    public String allAnswerKeys(RosterBook book) {
        return render("worksheet/roster-answer-keys.ftl", book);
    }

    /** Every student's answers on one page. */
    public String gradingGrid(GradingGrid grid) {
        return render("worksheet/grading-grid.ftl", grid);
    }

    /** The list of a roster's students and files. */
    public String rosterIndex(RosterBook book) {
        return render("worksheet/roster-index.ftl", book);
    }

    @Override
    public String question(LmsQuestion question) {
        return render("export/question.ftl", question).strip();
    }

    @Override
    public String feedback(Exercise exercise) {
        return render("export/feedback.ftl", exercise).strip();
    }

    @Override
    public String option(LmsQuestion.Option option) {
        return render("export/option.ftl", option).strip();
    }

    @Override
    public String cloze(ClozeQuestion question) {
        return render("export/cloze.ftl", question).strip();
    }

    /** The course the templates come from. */
    public CourseFiles course() {
        return course;
    }

    private String render(String name, Record model) {
        try {
            StringWriter out = new StringWriter();
            course.freemarker().getTemplate(name).process(Map.of("model", model), out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read template " + name + " of " + course.description(), e);
        } catch (TemplateException e) {
            throw new IllegalStateException("template " + name + " of " + course.description() + " failed at line "
                    + e.getLineNumber() + ": " + e.getMessageWithoutStackTop(), e);
        }
    }
}

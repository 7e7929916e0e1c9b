package org.kaylescourseware.classroom.worksheet;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.site.math.FormulaCache;
import org.kaylescourseware.site.math.FormulaSources;
import org.kaylescourseware.site.math.FormulaTypesetting;
import org.kaylescourseware.site.math.KatexTypesetter;
import org.kaylescourseware.site.publish.OutputFolder;
import org.kaylescourseware.site.publish.OutputRefused;
import org.kaylescourseware.site.render.KatexAssets;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * Writes a worksheet folder: {@code worksheet.html} and {@code answer-key.html}, or for a roster a
 * worksheet and a key per student with one file of all worksheets, one of all keys, the grading grid and an index; and
 * beside them the stylesheet and KaTeX's style sheet and fonts; the math is typeset as the pages are
 * written, so that every page opens and prints offline from {@code file://} with its math typeset. The folder is published as a site is
 * ({@link OutputFolder}): staged beside its place and swapped in whole, so a failure never leaves a
 * half-written folder, and only a folder that a run of this program wrote is ever replaced.
 */
public final class WorksheetWriter {

    public static final String WORKSHEET = "worksheet.html";
    public static final String ANSWER_KEY = "answer-key.html";

    private final WorksheetRenderer renderer;

    public WorksheetWriter(WorksheetRenderer renderer) {
        this.renderer = renderer;
    }

    /**
     * Writes the set's worksheet and answer key into {@code out}.
     *
     * @throws OutputRefused when {@code out} is a file, a folder holding other files, or cannot be written
     */
    public List<String> write(ExerciseSet set, Path out) {
        return write(Worksheet.of(set), out);
    }

    /**
     * Writes {@code worksheet} and its answer key into {@code out}.
     *
     * @throws OutputRefused when {@code out} is a file, a folder holding other files, or cannot be written
     */
    public List<String> write(Worksheet worksheet, Path out) {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put(WORKSHEET, renderer.worksheet(worksheet));
        pages.put(ANSWER_KEY, renderer.answerKey(worksheet));
        return publish(pages, out);
    }

    /** Writes every student's worksheet and key of {@code book}, the two files of all of them, the grading grid and the index. */
    public List<String> write(RosterBook book, Path out) {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put(RosterBook.INDEX, renderer.rosterIndex(book));
        pages.put(RosterBook.ALL_WORKSHEETS, renderer.allWorksheets(book));
        pages.put(RosterBook.ALL_ANSWER_KEYS, renderer.allAnswerKeys(book));
        pages.put(RosterBook.GRADING_GRID, renderer.gradingGrid(GradingGrid.of(book)));
        for (int i = 0; i < book.worksheets().size(); i++) {
            pages.put(book.files().get(i).worksheet(), renderer.worksheet(book.worksheets().get(i)));
            pages.put(book.files().get(i).answerKey(), renderer.answerKey(book.worksheets().get(i)));
        }
        return publish(pages, out);
    }

    /** Publishes the pages; returns what the cleanup after publishing could not delete (warnings). */
    private List<String> publish(Map<String, String> pages, Path out) {
        CourseFiles course = renderer.course();
        SourceProblems problems = new SourceProblems();
        FormulaTypesetting typesetting = new FormulaTypesetting(new FormulaCache(new KatexTypesetter(), Optional.empty()),
                new FormulaSources(course.course().layout().content(), course.course().layout().templates()), problems);
        try (OutputFolder folder = OutputFolder.claim(out, course.sources(), line -> { })) {
            Path staging = folder.staging();
            for (Map.Entry<String, String> page : pages.entrySet()) {
                String html = typesetting.typeset(page.getValue(), page.getKey());
                Files.writeString(staging.resolve(page.getKey()), html, StandardCharsets.UTF_8);
            }
            if (!problems.sorted().isEmpty()) {
                // the exercises' TeX is the program's own: a formula KaTeX refuses is a defect here, not in the course
                throw new IllegalStateException("a worksheet's formula cannot be typeset: " + problems.sorted().get(0).getMessage());
            }
            Files.copy(course.assets().resolve("css/" + Worksheet.STYLESHEET), staging.resolve(Worksheet.STYLESHEET));
            KatexAssets.copyInto(staging.resolve("katex"));
            folder.publish();
            return folder.warnings();
        } catch (IOException e) {
            throw new OutputRefused(out, "cannot write the worksheet: " + OutputFolder.reason(e));
        }
    }
}

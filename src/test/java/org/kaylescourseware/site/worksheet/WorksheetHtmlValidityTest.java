package org.kaylescourseware.site.worksheet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import nu.validator.client.EmbeddedValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.site.CourseProject;

/** Worksheets and keys are valid HTML by the Nu HTML checker (the W3C validator), run offline. */
class WorksheetHtmlValidityTest {

    @TempDir
    Path dir;

    @Test
    void worksheetAndAnswerKeyPassTheNuHtmlChecker() throws Exception {
        ExerciseSet set = ExerciseSet.generate(CourseProject.bundled().games().lessonPlan("kayles"), 8, 2, Difficulty.MEDIUM);
        new WorksheetWriter(new WorksheetRenderer(WorksheetWriterTest.TEMPLATES)).write(set, dir.resolve("out"));
        EmbeddedValidator validator = new EmbeddedValidator();
        validator.setOutputFormat(EmbeddedValidator.OutputFormat.GNU);
        for (String file : new String[] {WorksheetWriter.WORKSHEET, WorksheetWriter.ANSWER_KEY}) {
            assertEquals("", validator.validate(dir.resolve("out").resolve(file)).strip(), file);
        }
    }
}

package org.kaylescourseware.classroom.worksheet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import nu.validator.client.EmbeddedValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;

/** Worksheets and keys are valid HTML by the Nu HTML checker (the W3C validator), run offline. */
class WorksheetHtmlValidityTest {

    @TempDir
    Path dir;

    @Test
    void worksheetAndAnswerKeyPassTheNuHtmlChecker() throws Exception {
        ExerciseSet set = ExerciseSet.generate(Plans.lesson("kayles"), 8, 2, Difficulty.MEDIUM);
        new WorksheetWriter(new WorksheetRenderer(WorksheetWriterTest.TEMPLATES)).write(set, dir.resolve("out"));
        EmbeddedValidator validator = new EmbeddedValidator();
        validator.setOutputFormat(EmbeddedValidator.OutputFormat.GNU);
        for (String file : new String[] {WorksheetWriter.WORKSHEET, WorksheetWriter.ANSWER_KEY}) {
            assertEquals("", validator.validate(dir.resolve("out").resolve(file)).strip(), file);
        }
    }

    @Test
    void aRostersFilesAndItsGradingGridPassTheNuHtmlChecker() throws Exception {
        Path roster = dir.resolve("roster.csv");
        java.nio.file.Files.writeString(roster, "name,email\n\"Smith, Ann\",ann@school.example\nZoë Ng,zoe@school.example\n");
        org.kaylescourseware.exercise.LessonPlan plan = Plans.lesson("misere-nim");
        RosterBook book = RosterBook.of(Roster.read(roster), 5, s -> ExerciseSet.generate(plan, 6, s, Difficulty.MEDIUM), false);
        new WorksheetWriter(new WorksheetRenderer(WorksheetWriterTest.TEMPLATES)).write(book, dir.resolve("out"));
        EmbeddedValidator validator = new EmbeddedValidator();
        validator.setOutputFormat(EmbeddedValidator.OutputFormat.GNU);
        for (String file : new String[] {RosterBook.GRADING_GRID, RosterBook.ALL_WORKSHEETS, RosterBook.INDEX}) {
            assertEquals("", validator.validate(dir.resolve("out").resolve(file)).strip(), file);
        }
    }
}

package org.kaylescourseware.classroom.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.classroom.worksheet.CourseFiles;
import org.kaylescourseware.classroom.worksheet.WorksheetRenderer;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.exercise.Referee;
import org.kaylescourseware.site.project.CourseProject;

/**
 * GIFT files read by {@link MoodleGiftImport}, Moodle's import taken step by step, strict: banks of variants
 * of every lesson import without an error, into the categories written, and each question imports as the type
 * it was written as, its text with the LaTeX intact, its general feedback, and as right exactly what the tests'
 * own referee ({@link Referee}) says is right. The reader itself refuses what Moodle refuses.
 */
class GiftImportTest {

    private static final List<String> LESSONS = List.of("kayles", "dawsons-kayles", "misere-kayles", "misere-nim",
            "partizan-kayles", "nim", "treblecross");
    private static final Referee REFEREE = new Referee();
    private static final WorksheetRenderer HTML = new WorksheetRenderer(CourseFiles.of(CourseProject.bundled()));

    @TempDir
    Path dir;

    @Test
    void banksOfVariantsOfEveryLessonImportAsWrittenWithTheRightAnswersRight() throws Exception {
        for (String lesson : LESSONS) {
            for (Difficulty difficulty : List.of(Difficulty.MEDIUM, Difficulty.HARD)) {
                List<ExerciseSet> sets = LongStream.range(2026, 2036)
                        .mapToObj(seed -> ExerciseSet.generate(Plans.lesson(lesson), 6, seed, difficulty)).toList();
                QuestionBank bank = QuestionBank.variants(sets);
                importsAsWritten(bank, lesson + " " + difficulty);
            }
        }
        ExerciseSet one = ExerciseSet.generate(Plans.lesson("misere-nim"), 6, 7, Difficulty.EASY);
        importsAsWritten(QuestionBank.of(one), "one set");
    }

    private void importsAsWritten(QuestionBank bank, String what) throws Exception {
        Path out = dir.resolve(bank.name() + "-" + what.replace(' ', '-'));
        Exports.write(bank, List.of(ExportFormat.GIFT), HTML, out, List.of());
        String gift = Files.readString(out.resolve(ExportFormat.GIFT.fileName(bank)), StandardCharsets.UTF_8);
        List<MoodleGiftImport.Question> imported = MoodleGiftImport.read(gift);
        List<LmsQuestion> written = inFileOrder(bank);
        assertEquals(written.size(), imported.size(), what + ": every question imports");
        Set<String> categories = new HashSet<>();
        for (int i = 0; i < written.size(); i++) {
            LmsQuestion q = written.get(i);
            MoodleGiftImport.Question m = imported.get(i);
            assertEquals(q.name(), m.name(), what + ": the name");
            assertEquals("html", m.format(), q.name());
            assertTrue(Parser.unescapeEntities(m.text(), false).contains(q.exercise().prompt().question().tex()),
                    q.name() + ": the LaTeX intact in " + m.text());
            assertFalse(m.generalFeedback().isEmpty(), q.name() + ": the worked solution as general feedback");
            categories.add(m.category());
            assertEquals(REFEREE.right(q.exercise(), q.field()), rightAnswers(q, m), what + ": " + q.name() + " marks as right");
        }
        if (bank.isBank()) {
            Set<String> expected = new HashSet<>();
            for (int slot = 1; slot <= bank.slots(); slot++) {
                for (LmsQuestion part : bank.slot(slot).get(0)) {
                    expected.add("$course$/top/" + bank.category(slot, part.part()));
                }
            }
            assertEquals(expected, categories, what + ": a category per exercise and part");
        }
    }

    /** The questions as the file lists them: a bank slot by slot and part by part, each part's versions in turn. */
    private static List<LmsQuestion> inFileOrder(QuestionBank bank) {
        if (!bank.isBank()) {
            return bank.questions();
        }
        List<LmsQuestion> ordered = new ArrayList<>();
        for (int slot = 1; slot <= bank.slots(); slot++) {
            List<List<LmsQuestion>> versions = bank.slot(slot);
            for (int part = 0; part < versions.get(0).size(); part++) {
                for (List<LmsQuestion> version : versions) {
                    ordered.add(version.get(part));
                }
            }
        }
        return ordered;
    }

    /** What the imported question gives full or positive credit, in the referee's canonical form. */
    private static Set<String> rightAnswers(LmsQuestion q, MoodleGiftImport.Question m) {
        Set<String> right = new HashSet<>();
        if (q.response() instanceof LmsQuestion.Numerical) {
            assertEquals("numerical", m.type(), q.name());
            m.answers().stream().filter(a -> a.fraction() == 1).forEach(a -> right.add(a.text()));
        } else if (q.response() instanceof LmsQuestion.Choice c) {
            assertTrue(m.type().equals("multichoice") && m.single(), q.name() + " is " + m.type());
            m.answers().stream().filter(a -> a.fraction() == 1).forEach(a -> right.add(option(c.options(), a.text())));
        } else if (q.response() instanceof LmsQuestion.MultipleAnswers many) {
            assertTrue(m.type().equals("multichoice") && !m.single(), q.name() + " is " + m.type());
            assertEquals(many.options().size(), m.answers().size(), q.name());
            m.answers().stream().filter(a -> a.fraction() > 0).forEach(a -> right.add(option(many.options(), a.text())));
        } else {
            assertEquals("shortanswer", m.type(), q.name());
            m.answers().stream().filter(a -> a.fraction() == 1)
                    .forEach(a -> right.add(FieldType.POSITION.canonical(a.text()).orElse("not a position: " + a.text())));
        }
        return right;
    }

    /** The value of the option whose HTML is {@code text}. */
    private static String option(List<LmsQuestion.Option> options, String text) {
        return options.stream().filter(o -> HTML.option(o).strip().equals(text)).findFirst()
                .map(LmsQuestion.Option::value).orElse("no option reads " + text);
    }

    @Test
    void theReaderTakesMoodlesOwnExamples() {
        // docs.moodle.org, "GIFT format": multiple choice, short answer, numerical with a tolerance and a range
        List<MoodleGiftImport.Question> q = MoodleGiftImport.read("// a comment\n::Grant::Who's buried in Grant's tomb?"
                + "{~Grant ~Jefferson =no one}\n\nTwo plus two equals {=four =4}\n\n::Year::When was Ulysses S. Grant born?"
                + "{#1822:5}\n\nWhat is a number from 1 to 5? {#3:2}\n\nWhat is pi to 2 places? {#3.14159:0.005 ~#Too far.}\n");
        assertEquals(List.of("multichoice", "shortanswer", "numerical", "numerical", "numerical"),
                q.stream().map(MoodleGiftImport.Question::type).toList());
        assertEquals(List.of(0.0, 0.0, 1.0), q.get(0).answers().stream().map(MoodleGiftImport.Answer::fraction).toList());
        assertEquals("Grant", q.get(0).name());
        assertEquals(List.of("four", "4"), q.get(1).answers().stream().map(MoodleGiftImport.Answer::text).toList());
        assertEquals("Too far.", q.get(4).answers().get(1).feedback());
        MoodleGiftImport.Question escaped = MoodleGiftImport.read("::a\\:b::[html]Is \\{x\\} \\= 1\\#? {=yes\\~#Right. ~no}").get(0);
        assertEquals("a:b", escaped.name());
        assertEquals("Is {x} = 1#?", escaped.text());
        assertEquals("yes~", escaped.answers().get(0).text());
    }

    @Test
    void theReaderRefusesWhatMoodleRefusesOrImportsAsAnotherQuestion() {
        List<String> refused = new ArrayList<>(List.of(
                "::q::A brace { in the text {=1}", // braceerror: the text's { opens the answers
                "::q::No closing brace {=1", // braceerror
                "::q::{#=two#Right.}", // not a number
                "::q::Weighted {~%50%a ~%25%b ~c}", // fractionsaddwrong: 75 %
                "::q::Short {=%50%half}", // fractionsnomax
                "::q::Only one {~a}", // importminerror
                "::q::A description", // no answers
                "::q::Missing {=word} in the middle", // missing-word question
                "::q::An essay {}"));
        StringBuilder eleven = new StringBuilder("::q::Eleven right {");
        for (int i = 0; i < 11; i++) {
            eleven.append(" ~%9.0909091%r").append(i);
        }
        refused.add(eleven.append(" ~%-9.0909091%w}").toString()); // invalidgrade: 1/11 is not a Moodle grade
        for (String gift : refused) {
            assertThrows(MoodleGiftImport.Rejected.class, () -> MoodleGiftImport.read(gift), gift);
        }
        assertEquals(7, MoodleGiftImport.read("::q::Seven {~%14.28571%a ~%14.28571%b ~%14.28571%c ~%14.28571%d ~%14.28571%e"
                + " ~%14.28571%f ~%14.28571%g ~%-14.28571%h}").get(0).answers().stream().filter(a -> a.fraction() > 0).count());
    }
}

package org.kaylescourseware.classroom.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.classroom.worksheet.CourseFiles;
import org.kaylescourseware.classroom.worksheet.WorksheetRenderer;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.exercise.Referee;
import org.kaylescourseware.site.project.CourseProject;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every item of every lesson's and game's QTI export, put through the route Canvas imports it by
 * ({@link CanvasQtiRoute}: Instructure's QTIMigrationTool, then canvas-lms's question importers), keeps
 * its right answer, alone and in a bank of variants (items in question groups): a number as an exact
 * answer with no margin, a choice as the one right choice, a list of moves as exactly the winning ones,
 * a position as every written form the export accepts, each judged right by the tests' own {@link Referee}.
 */
class CanvasImportTest {

    private static final List<String> SETS = List.of("kayles", "dawsons-kayles", "misere-kayles", "misere-nim",
            "partizan-kayles", "nim", "treblecross", "officers", "dawsons-chess", "octal-4-7");
    private static final Referee REFEREE = new Referee();
    private static final WorksheetRenderer HTML = new WorksheetRenderer(CourseFiles.of(CourseProject.bundled()));

    @Test
    void everyExportedItemKeepsItsRightAnswerThroughCanvasImport() throws Exception {
        int numbers = 0;
        for (String lesson : SETS) {
            List<ExerciseSet> variants = new ArrayList<>();
            for (long seed : new long[] {3, 11}) {
                variants.add(ExerciseSet.generate(Plans.lesson(lesson), 8, seed, Difficulty.MEDIUM));
            }
            for (QuestionBank bank : List.of(QuestionBank.of(variants.get(0)), QuestionBank.variants(variants))) {
                Map<String, LmsQuestion> byId = new HashMap<>();
                bank.questions().forEach(q -> byId.put(q.id(), q));
                List<Element> items = items(ExportFormat.QTI.write(bank, HTML).bytes());
                assertEquals(byId.size(), items.size(), lesson + ": one item per question");
                for (Element item : items) {
                    LmsQuestion q = byId.get(item.getAttribute("ident"));
                    CanvasQtiRoute.Imported imported = CanvasQtiRoute.read(item);
                    numbers += q.response() instanceof LmsQuestion.Numerical ? 1 : 0;
                    assertKept(q, imported, lesson + " " + q.id());
                }
            }
        }
        assertTrue(numbers > 40, "numerical items were checked: " + numbers);
    }

    private static void assertKept(LmsQuestion q, CanvasQtiRoute.Imported imported, String where) {
        Set<String> right = REFEREE.right(q.exercise(), q.field());
        if (q.response() instanceof LmsQuestion.Numerical n) {
            assertEquals("numerical_question", imported.questionType(), where);
            assertEquals(List.of(String.valueOf(n.value())), imported.exact(), where + ": one exact answer, no margin");
            assertTrue(imported.ranges().isEmpty(), where + ": no range answer");
            assertEquals(right, Set.of(imported.exact().get(0)), where + ": the referee's answer");
        } else if (q.response() instanceof LmsQuestion.Choice c) {
            assertEquals("multiple_choice_question", imported.questionType(), where);
            assertEquals(Set.of(q.id() + "-" + c.right()), imported.rightChoices(), where + ": the one right choice");
            assertEquals(right, Set.of(c.right()), where + ": the referee's choice");
        } else if (q.response() instanceof LmsQuestion.MultipleAnswers m) {
            assertEquals("multiple_answers_question", imported.questionType(), where);
            assertEquals(Set.copyOf(m.right().stream().map(v -> QtiItem.ident(q, v)).toList()), imported.rightChoices(),
                    where + ": every winning move and nothing else");
            assertEquals(right, Set.copyOf(m.right()), where + ": the referee's moves");
        } else if (q.response() instanceof LmsQuestion.ShortAnswer s) {
            assertEquals("short_answer_question", imported.questionType(), where);
            assertEquals(Set.copyOf(s.accepted()), imported.texts(), where + ": every accepted text");
            for (String text : imported.texts()) {
                assertTrue(right.contains(FieldType.POSITION.canonical(text).orElse("?")), where + ": '" + text
                        + "' is right for the referee: " + right);
            }
        }
    }

    /** The bug as it was: a bare varequal on a numerical item reaches Canvas as a question with no answer. */
    @Test
    void aBareVarequalNumberArrivesInCanvasWithNoRightAnswer() throws Exception {
        String item = "<questestinterop xmlns='" + QtiPackage.QTI + "'><item ident='q1'><itemmetadata><qtimetadata>"
                + "<qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>numerical_question</fieldentry>"
                + "</qtimetadatafield></qtimetadata></itemmetadata><presentation><response_str ident='response1'"
                + " rcardinality='Single'><render_fib fibtype='Decimal'/></response_str></presentation><resprocessing>"
                + "<respcondition continue='No'><conditionvar><varequal respident='response1'>2</varequal></conditionvar>"
                + "<setvar action='Set' varname='SCORE'>100</setvar></respcondition></resprocessing></item></questestinterop>";
        Element parsed = (Element) parse(item.getBytes(java.nio.charset.StandardCharsets.UTF_8))
                .getElementsByTagNameNS(QtiPackage.QTI, "item").item(0);
        CanvasQtiRoute.Imported imported = CanvasQtiRoute.read(parsed);
        assertTrue(imported.exact().isEmpty() && imported.ranges().isEmpty(), "no answer: " + imported.exact());
    }

    /** The assessment's items, from the package's manifest. */
    static List<Element> items(byte[] zip) throws Exception {
        Map<String, byte[]> entries = unzip(zip);
        Document manifest = parse(entries.get("imsmanifest.xml"));
        Element resource = (Element) manifest.getElementsByTagNameNS(QtiPackage.MANIFEST, "resource").item(0);
        String href = ((Element) resource.getElementsByTagNameNS(QtiPackage.MANIFEST, "file").item(0)).getAttribute("href");
        NodeList nodes = parse(entries.get(href)).getElementsByTagNameNS(QtiPackage.QTI, "item");
        List<Element> items = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            items.add((Element) nodes.item(i));
        }
        return items;
    }

    private static Map<String, byte[]> unzip(byte[] zip) throws IOException {
        Map<String, byte[]> entries = new HashMap<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                entries.put(e.getName(), in.readAllBytes());
            }
        }
        return entries;
    }

    private static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }
}

package org.kaylescourseware.site.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.exercise.Referee;
import org.kaylescourseware.site.CourseProject;
import org.kaylescourseware.site.worksheet.CourseFiles;
import org.kaylescourseware.site.worksheet.WorksheetRenderer;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every export read back as a learning management system would read it, and every answer it marks
 * as right judged by the tests' own routes ({@link Referee}): Moodle XML parsed for its structure,
 * GIFT parsed by its grammar, the QTI package unzipped with its manifest and items, JSON and CSV read
 * back. The LaTeX of the texts arrives intact.
 */
class ExportTest {

    private static final List<String> LESSONS = List.of("kayles", "dawsons-kayles", "misere-kayles", "misere-nim",
            "partizan-kayles", "nim", "treblecross");
    private static final Referee REFEREE = new Referee();
    private static final Map<String, ExerciseSet> SETS = new LinkedHashMap<>();

    @TempDir
    static Path dir;

    @BeforeAll
    static void export() {
        WorksheetRenderer renderer = new WorksheetRenderer(CourseFiles.of(CourseProject.bundled()));
        for (String lesson : LESSONS) {
            ExerciseSet set = ExerciseSet.generate(Plans.lesson(lesson), 6, 4, Difficulty.MEDIUM);
            SETS.put(lesson, set);
            Exports.write(set, List.of(ExportFormat.values()), renderer, dir.resolve(lesson), List.of());
        }
    }

    private static Path file(String lesson, ExportFormat format) {
        return dir.resolve(lesson).resolve(format.fileName(SETS.get(lesson)));
    }

    /** The question of {@code id}: its exercise and the field (count and one for lists of moves). */
    private static Map<String, LmsQuestion> questions(String lesson) {
        Map<String, LmsQuestion> byId = new HashMap<>();
        LmsQuestions.of(SETS.get(lesson)).forEach(q -> byId.put(q.id(), q));
        return byId;
    }

    /** The referee's verdict on every answer an export marks as right, and that it marks some. */
    private static void judge(LmsQuestion q, List<String> marked, String format) {
        assertFalse(marked.isEmpty(), format + " " + q.id() + " marks no answer as right");
        Exercise e = q.exercise();
        Set<String> right = REFEREE.right(e, q.field());
        for (String answer : marked) {
            String canonical = q.response() instanceof LmsQuestion.ShortAnswer
                    ? FieldType.POSITION.canonical(answer).orElse("?") : answer;
            assertTrue(right.contains(canonical), format + " " + q.id() + " marks '" + answer + "' right; the referee: " + right);
        }
        if (q.response() instanceof LmsQuestion.ShortAnswer) {
            assertEquals(right, Set.copyOf(marked.stream().map(a -> FieldType.POSITION.canonical(a).orElseThrow()).toList()),
                    format + " " + q.id() + " accepts every right position");
        }
    }

    @Test
    void moodleXmlIsAQuizWhoseFullCreditAnswersAreRight() throws Exception {
        for (String lesson : LESSONS) {
            Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file(lesson, ExportFormat.MOODLE).toFile());
            assertEquals("quiz", xml.getDocumentElement().getTagName());
            NodeList questions = xml.getElementsByTagName("question");
            assertEquals("category", ((Element) questions.item(0)).getAttribute("type"));
            Map<String, LmsQuestion> byId = questions(lesson);
            assertEquals(byId.size(), questions.getLength() - 1, "one question per part");
            for (int i = 1; i < questions.getLength(); i++) {
                Element q = (Element) questions.item(i);
                LmsQuestion question = byId.get(text(q, "idnumber"));
                assertTrue(Set.of("numerical", "multichoice", "shortanswer").contains(q.getAttribute("type")));
                assertEquals("html", child(q, "questiontext").getAttribute("format"));
                assertTrue(html(text(child(q, "questiontext"), "text")).contains(question.exercise().prompt().question().tex()),
                        "the question with its LaTeX intact");
                assertTrue(html(text(child(q, "generalfeedback"), "text")).contains(question.exercise().shownAnswer().tex()));
                List<String> marked = new ArrayList<>();
                NodeList answers = q.getElementsByTagName("answer");
                for (int a = 0; a < answers.getLength(); a++) {
                    Element answer = (Element) answers.item(a);
                    if (answer.getAttribute("fraction").equals("100")) {
                        marked.add(moodleAnswer(question, text(answer, "text")));
                        assertFalse(text(child(answer, "feedback"), "text").isEmpty(), "feedback on the right answer");
                    }
                }
                judge(question, marked, "moodle");
            }
        }
    }

    /** A multichoice answer is the option's HTML: back to the option's value. */
    private static String moodleAnswer(LmsQuestion q, String text) {
        if (q.response() instanceof LmsQuestion.Choice c) {
            return c.options().stream().filter(o -> o.label().tex().equals(html(text))).findFirst().orElseThrow().value();
        }
        return text;
    }

    @Test
    void giftParsesBackToTheSameQuestionsAndRightAnswers() throws Exception {
        Pattern question = Pattern.compile("(?s)::(.*?)::\\[html\\](.*) \\{(.*)####(.*)\\}");
        for (String lesson : LESSONS) {
            String gift = Files.readString(file(lesson, ExportFormat.GIFT));
            Map<String, LmsQuestion> byName = new HashMap<>();
            LmsQuestions.of(SETS.get(lesson)).forEach(q -> byName.put(q.name(), q));
            int seen = 0;
            for (String block : gift.split("\n\n")) {
                if (block.startsWith("//") || block.startsWith("$CATEGORY")) {
                    continue;
                }
                Matcher m = question.matcher(protect(block.strip()));
                assertTrue(m.matches(), block);
                LmsQuestion q = byName.get(unescape(m.group(1)));
                assertTrue(html(unescape(m.group(2))).contains(q.exercise().prompt().question().tex()), "LaTeX intact: " + block);
                judge(q, giftRight(q, m.group(3).strip()), "gift");
                seen++;
            }
            assertEquals(byName.size(), seen);
        }
    }

    /** The escaped characters put aside, so that the grammar's own characters can be matched. */
    private static String protect(String text) {
        return text.replace("\\\\", "\u0001").replace("\\{", "\u0002").replace("\\}", "\u0003").replace("\\#", "\u0004")
                .replace("\\=", "\u0005").replace("\\~", "\u0006").replace("\\:", "\u0007");
    }

    private static String unescape(String text) {
        return text.replace("\u0001", "\\").replace("\u0002", "{").replace("\u0003", "}").replace("\u0004", "#")
                .replace("\u0005", "=").replace("\u0006", "~").replace("\u0007", ":");
    }

    private static List<String> giftRight(LmsQuestion q, String answers) {
        if (answers.startsWith("#")) {
            return List.of(answers.substring(1, answers.indexOf('#', 1)));
        }
        List<String> right = new ArrayList<>();
        for (String token : answers.split(" (?=[=~])")) {
            if (token.startsWith("=")) {
                String text = unescape(token.substring(1, token.contains("#") ? token.indexOf('#') : token.length()));
                right.add(moodleAnswer(q, text));
            }
        }
        return right;
    }

    @Test
    void qtiPackageHasItsManifestAndItemsWhoseRightAnswersAreRight() throws Exception {
        for (String lesson : LESSONS) {
            Map<String, byte[]> entries = unzip(file(lesson, ExportFormat.QTI));
            Document manifest = parse(entries.get("imsmanifest.xml"));
            Element resource = (Element) manifest.getElementsByTagNameNS(QtiPackage.MANIFEST, "resource").item(0);
            assertEquals("imsqti_xmlv1p2", resource.getAttribute("type"));
            String href = ((Element) resource.getElementsByTagNameNS(QtiPackage.MANIFEST, "file").item(0)).getAttribute("href");
            assertTrue(entries.containsKey(href), "the manifest names the assessment: " + href);
            Document assessment = parse(entries.get(href));
            assertEquals("questestinterop", assessment.getDocumentElement().getLocalName());
            Map<String, LmsQuestion> byId = questions(lesson);
            NodeList items = assessment.getElementsByTagNameNS(QtiPackage.QTI, "item");
            assertEquals(byId.size(), items.getLength());
            for (int i = 0; i < items.getLength(); i++) {
                Element item = (Element) items.item(i);
                LmsQuestion q = byId.get(item.getAttribute("ident"));
                assertTrue(html(item.getElementsByTagNameNS(QtiPackage.QTI, "mattext").item(0).getTextContent())
                        .contains(q.exercise().prompt().question().tex()));
                judge(q, qtiRight(q, item), "qti");
            }
        }
    }

    /** The values a respcondition that sets SCORE to 100 compares with. */
    private static List<String> qtiRight(LmsQuestion q, Element item) {
        List<String> right = new ArrayList<>();
        NodeList conditions = item.getElementsByTagNameNS(QtiPackage.QTI, "respcondition");
        for (int c = 0; c < conditions.getLength(); c++) {
            Element condition = (Element) conditions.item(c);
            NodeList set = condition.getElementsByTagNameNS(QtiPackage.QTI, "setvar");
            if (set.getLength() == 1 && set.item(0).getTextContent().equals("100")) {
                NodeList equal = condition.getElementsByTagNameNS(QtiPackage.QTI, "varequal");
                for (int v = 0; v < equal.getLength(); v++) {
                    String value = equal.item(v).getTextContent();
                    right.add(value.startsWith(q.id() + "-") ? value.substring(q.id().length() + 1) : value);
                }
            }
        }
        return right;
    }

    @Test
    void jsonAndCsvHoldEveryPromptAnswerAndSolution() throws Exception {
        for (String lesson : LESSONS) {
            JsonNode json = new ObjectMapper().readTree(file(lesson, ExportFormat.JSON).toFile());
            assertEquals(1, json.get("formatVersion").asInt());
            ExerciseSet set = SETS.get(lesson);
            for (Exercise e : set.exercises()) {
                JsonNode exercise = json.get("exercises").get(e.number() - 1);
                assertEquals(e.prompt().question().tex(), exercise.get("question").asText());
                assertEquals(e.solution().size(), exercise.get("solution").size());
                for (JsonNode field : exercise.get("fields")) {
                    List<String> accepted = new ArrayList<>();
                    field.get("accepted").forEach(a -> accepted.add(a.asText()));
                    String name = field.get("name").asText();
                    if (field.get("type").asText().equals("positions")) {
                        assertEquals(Set.copyOf(REFEREE.right(e, "moves-one")), Set.of(accepted.get(0).split(";")));
                    } else {
                        assertEquals(REFEREE.right(e, name), Set.copyOf(accepted), lesson + " " + e.number() + " " + name);
                    }
                }
            }
            Map<String, LmsQuestion> byId = questions(lesson);
            List<CSVRecord> rows = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                    .parse(new StringReader(Files.readString(file(lesson, ExportFormat.CSV)))).getRecords();
            assertEquals(byId.size(), rows.size());
            for (CSVRecord row : rows) {
                LmsQuestion q = byId.get(row.get("id"));
                assertEquals(q.exercise().prompt().question().tex(), row.get("question"));
                judge(q, List.of(row.get("right answers").split(" \\| ")), "csv");
            }
        }
    }

    @Test
    void theSameSetGivesTheSameBytesInEveryFormat() throws Exception {
        WorksheetRenderer renderer = new WorksheetRenderer(CourseFiles.of(CourseProject.bundled()));
        Exports.write(SETS.get("kayles"), List.of(ExportFormat.values()), renderer, dir.resolve("again"), List.of());
        for (ExportFormat format : ExportFormat.values()) {
            assertArrayEquals(Files.readAllBytes(file("kayles", format)),
                    Files.readAllBytes(dir.resolve("again").resolve(format.fileName(SETS.get("kayles")))), format.label());
        }
    }

    private static Map<String, byte[]> unzip(Path zip) throws IOException {
        Map<String, byte[]> entries = new HashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                entries.put(entry.getName(), in.readAllBytes());
            }
        }
        return entries;
    }

    private static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    private static Element child(Element parent, String name) {
        NodeList children = parent.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element e && e.getTagName().equals(name)) {
                return e;
            }
        }
        throw new AssertionError(parent.getTagName() + " has no " + name);
    }

    private static String text(Element parent, String name) {
        return child(parent, name).getTextContent();
    }

    /** HTML as the system shows it: its entities read. */
    private static String html(String text) {
        return org.jsoup.parser.Parser.unescapeEntities(text, false);
    }
}

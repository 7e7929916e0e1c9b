package org.kaylescourseware.classroom.export;

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
import org.kaylescourseware.classroom.worksheet.CourseFiles;
import org.kaylescourseware.classroom.worksheet.WorksheetRenderer;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.NumeralPositions;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.exercise.Referee;
import org.kaylescourseware.site.project.CourseProject;
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
            Exports.write(QuestionBank.of(set), List.of(ExportFormat.values()), renderer, dir.resolve(lesson), List.of());
        }
    }

    private static Path file(String lesson, ExportFormat format) {
        return dir.resolve(lesson).resolve(format.fileName(QuestionBank.of(SETS.get(lesson))));
    }

    /** The question of {@code id}: its exercise and the field. */
    private static Map<String, LmsQuestion> questions(String lesson) {
        Map<String, LmsQuestion> byId = new HashMap<>();
        LmsQuestions.of(SETS.get(lesson)).forEach(q -> byId.put(q.id(), q));
        return byId;
    }

    /**
     * Issue 29: the exports travel without the book, and write positions as it does (Definition 1.2): the questions'
     * texts and instructions write no position of Kayles, Dawson's Kayles or partizan Kayles as numbers, each file
     * holds the rows with their letter, and a short answer is accepted typed as rows as well as lengths.
     */
    @Test
    void theExportsWriteRowsWithTheirLetterAndAcceptThemTyped() throws IOException {
        int rows = 0;
        for (String[] lesson : new String[][] {{"kayles", "K"}, {"dawsons-kayles", "D"}, {"misere-kayles", "K"}, {"partizan-kayles", "S"}}) {
            for (LmsQuestion q : LmsQuestions.of(SETS.get(lesson[0]))) {
                List<String> numerals = new ArrayList<>(NumeralPositions.in(q.ask()));
                NumeralPositions.texts(q.exercise()).forEach(t -> numerals.addAll(NumeralPositions.in(t)));
                assertEquals(List.of(), numerals, q.id());
                if (q.response() instanceof LmsQuestion.ShortAnswer a && !a.accepted().contains(FieldType.NONE)) {
                    assertTrue(a.accepted().stream().anyMatch(w -> w.matches(lesson[1] + "_?\\d+( ?\\+ ?" + lesson[1] + "_?\\d+)*")),
                            q.id() + " accepts rows: " + a.accepted());
                    rows++;
                }
            }
            for (ExportFormat format : List.of(ExportFormat.MOODLE, ExportFormat.GIFT, ExportFormat.JSON, ExportFormat.CSV)) {
                String text = Files.readString(file(lesson[0], format));
                assertTrue(text.contains(lesson[1] + "_"), format + " of " + lesson[0] + " writes the rows with their letter");
            }
        }
        assertTrue(rows > 0, "short answers asking for a position");
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
        if (q.response() instanceof LmsQuestion.MultipleAnswers) {
            assertEquals(right, Set.copyOf(marked), format + " " + q.id() + " marks every winning move and nothing else");
        }
    }

    @Test
    void moodleXmlIsAQuizWhoseFullCreditAnswersAreRight() throws Exception {
        Pattern box = Pattern.compile("\\{1:(NUMERICAL|MULTICHOICE_V|SHORTANSWER):((?:\\\\.|[^}\\\\])*+)\\}");
        for (String lesson : LESSONS) {
            Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file(lesson, ExportFormat.MOODLE).toFile());
            assertEquals("quiz", xml.getDocumentElement().getTagName());
            NodeList questions = xml.getElementsByTagName("question");
            assertEquals("category", ((Element) questions.item(0)).getAttribute("type"));
            Map<String, LmsQuestion> byId = questions(lesson);
            assertEquals(SETS.get(lesson).exercises().size(), questions.getLength() - 1, "one question per exercise");
            int judged = 0;
            for (int i = 1; i < questions.getLength(); i++) {
                Element q = (Element) questions.item(i);
                String text = html(text(child(q, "questiontext"), "text"));
                assertFalse(text(child(q, "hint"), "text").isEmpty(), "the exercise's hint as a Moodle hint");
                if (q.getAttribute("type").equals("cloze")) {
                    Matcher m = box.matcher(text);
                    int boxes = 0;
                    for (char part = 'a'; m.find(); part++, boxes++) {
                        LmsQuestion question = byId.get(text(q, "idnumber") + part);
                        assertTrue(text.contains(question.exercise().prompt().question().tex()), "the prompt once, LaTeX intact");
                        judge(question, clozeRight(question, m.group(2)), "moodle cloze");
                    }
                    assertEquals(countParts(byId, text(q, "idnumber")), boxes, "every part has its box");
                    assertEquals(String.valueOf(boxes), text(q, "defaultgrade"), "a mark a part");
                    judged += boxes;
                    continue;
                }
                LmsQuestion question = byId.get(text(q, "idnumber"));
                assertTrue(Set.of("numerical", "multichoice", "shortanswer").contains(q.getAttribute("type")));
                assertTrue(text.contains(question.exercise().prompt().question().tex()), "the question with its LaTeX intact");
                assertTrue(html(text(child(q, "generalfeedback"), "text")).contains(question.exercise().shownAnswer().tex()));
                List<String> marked = new ArrayList<>();
                NodeList answers = q.getElementsByTagName("answer");
                for (int a = 0; a < answers.getLength(); a++) {
                    Element answer = (Element) answers.item(a);
                    if (Double.parseDouble(answer.getAttribute("fraction")) > 0) {
                        marked.add(moodleAnswer(question, text(answer, "text")));
                        assertFalse(text(child(answer, "feedback"), "text").isEmpty(), "feedback on the right answer");
                    }
                }
                judge(question, marked, "moodle");
                judged++;
            }
            assertEquals(byId.size(), judged, "every part judged");
        }
    }

    private static int countParts(Map<String, LmsQuestion> byId, String id) {
        return (int) byId.keySet().stream().filter(k -> k.matches(Pattern.quote(id) + "[a-z]")).count();
    }

    /** The right answers of a Cloze box: those after '=', a menu's label back to its choice's value. */
    private static List<String> clozeRight(LmsQuestion q, String box) {
        List<String> right = new ArrayList<>();
        for (String answer : box.split("(?<!\\\\)~")) {
            if (answer.startsWith("=")) {
                String value = answer.substring(1).split("(?<!\\\\)#")[0].replaceAll("\\\\(.)", "$1");
                value = value.endsWith(":0") && q.response() instanceof LmsQuestion.Numerical ? value.substring(0, value.length() - 2)
                        : value;
                if (q.response() instanceof LmsQuestion.Choice c) {
                    String label = value;
                    value = c.options().stream().filter(o -> ClozeQuestion.plain(o.label()).equals(label)).findFirst()
                            .orElseThrow().value();
                }
                right.add(value);
            }
        }
        return right;
    }

    /** A multichoice answer is the option's HTML: back to the option's value. */
    private static String moodleAnswer(LmsQuestion q, String text) {
        List<LmsQuestion.Option> options = q.response() instanceof LmsQuestion.Choice c ? c.options()
                : q.response() instanceof LmsQuestion.MultipleAnswers m ? m.options() : List.of();
        if (options.isEmpty()) {
            return text;
        }
        return options.stream().filter(o -> o.label().tex().equals(html(text))).findFirst().orElseThrow().value();
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
            assertTrue(answers.matches("#=-?\\d+#\\S.*"), "the documented {#=2#feedback} form: " + answers);
            return List.of(answers.substring(2, answers.indexOf('#', 2)));
        }
        List<String> right = new ArrayList<>();
        Pattern weighted = Pattern.compile("~%(-?[0-9.]+)%(.*)");
        for (String token : answers.split(" (?=[=~])")) {
            Matcher share = weighted.matcher(token);
            boolean weightedRight = share.matches() && Double.parseDouble(share.group(1)) > 0;
            if (token.startsWith("=") || weightedRight) {
                String text = weightedRight ? share.group(2) : token.substring(1);
                right.add(moodleAnswer(q, unescape(text.contains("#") ? text.substring(0, text.indexOf('#')) : text)));
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
                judge(q, qtiRight(q, CanvasQtiRoute.read(item)), "qti");
            }
        }
    }

    /** The values of what Canvas keeps as right: the exact number, the right choices' values, the texts. */
    private static List<String> qtiRight(LmsQuestion q, CanvasQtiRoute.Imported imported) {
        if (q.response() instanceof LmsQuestion.Numerical) {
            return imported.exact();
        }
        List<LmsQuestion.Option> options = q.response() instanceof LmsQuestion.Choice c ? c.options()
                : q.response() instanceof LmsQuestion.MultipleAnswers m ? m.options() : List.of();
        if (options.isEmpty()) {
            return List.copyOf(imported.texts());
        }
        return options.stream().map(LmsQuestion.Option::value).filter(v -> imported.rightChoices().contains(QtiItem.ident(q, v)))
                .toList();
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
                        assertEquals(Set.copyOf(REFEREE.right(e, name)), Set.of(accepted.get(0).split(";")));
                    } else {
                        assertEquals(REFEREE.right(e, name), Set.copyOf(accepted), lesson + " " + e.number() + " " + name);
                    }
                }
            }
            Map<String, LmsQuestion> byId = questions(lesson);
            String csv = Files.readString(file(lesson, ExportFormat.CSV));
            assertTrue(csv.startsWith("\uFEFFid,"), "UTF-8 with a byte order mark, for spreadsheets");
            List<CSVRecord> rows = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                    .parse(new StringReader(csv.substring(1))).getRecords();
            assertEquals(byId.size(), rows.size());
            for (CSVRecord row : rows) {
                LmsQuestion q = byId.get(row.get("id"));
                assertEquals(q.exercise().prompt().question().tex(), row.get("question"));
                assertEquals(q.exercise().prompt().givenValues().size(), row.get("given values").isEmpty() ? 0
                        : row.get("given values").split("\n").length, "the given values, a line a row");
                if (q.response() instanceof LmsQuestion.Choice c) {
                    c.options().forEach(o -> assertTrue(row.get("choices").contains(o.value() + ": " + o.label().tex())));
                }
                judge(q, List.of(row.get("right answers").split(" \\| ")), "csv");
            }
        }
    }

    @Test
    void theSameSetGivesTheSameBytesInEveryFormat() throws Exception {
        WorksheetRenderer renderer = new WorksheetRenderer(CourseFiles.of(CourseProject.bundled()));
        Exports.write(QuestionBank.of(SETS.get("kayles")), List.of(ExportFormat.values()), renderer, dir.resolve("again"), List.of());
        for (ExportFormat format : ExportFormat.values()) {
            assertArrayEquals(Files.readAllBytes(file("kayles", format)),
                    Files.readAllBytes(dir.resolve("again").resolve(format.fileName(QuestionBank.of(SETS.get("kayles"))))), format.label());
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

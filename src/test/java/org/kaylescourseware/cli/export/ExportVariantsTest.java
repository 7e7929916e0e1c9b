package org.kaylescourseware.cli.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.cli.Cli;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * {@code export --variants N} and {@code --roster}: a question bank with one category (Moodle) or
 * question group (Canvas) per exercise slot, each holding a version per variant, all different, so
 * that "random question from category" or a group picking 1 gives each student a version.
 */
class ExportVariantsTest {

    private static final String QTI = "http://www.imsglobal.org/xsd/ims_qtiasiv1p2";

    @TempDir
    Path dir;

    @Test
    void variantsGiveACategoryPerExerciseWithEveryVariantsVersion() throws Exception {
        Cli run = Cli.run("export", "--lesson", "kayles", "--count", "4", "--variants", "5", "--format", "moodle,qti",
                "--out", dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        Document moodle = parse(Files.readAllBytes(dir.resolve("kayles-1-variants-5-moodle.xml")));
        List<String> categories = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        Set<String> texts = new HashSet<>();
        NodeList questions = moodle.getElementsByTagName("question");
        for (int i = 0; i < questions.getLength(); i++) {
            Element q = (Element) questions.item(i);
            if (q.getAttribute("type").equals("category")) {
                categories.add(q.getElementsByTagName("text").item(0).getTextContent());
                sizes.add(0);
            } else {
                sizes.set(sizes.size() - 1, sizes.get(sizes.size() - 1) + 1);
                texts.add(q.getElementsByTagName("questiontext").item(0).getTextContent());
            }
        }
        assertEquals(List.of("$course$/top/Kayles, variants 1 to 5/Exercise 1", "$course$/top/Kayles, variants 1 to 5/Exercise 2",
                "$course$/top/Kayles, variants 1 to 5/Exercise 3", "$course$/top/Kayles, variants 1 to 5/Exercise 4"), categories);
        assertEquals(List.of(5, 5, 5, 5), sizes, "one question per variant in each category (a multi-part exercise is one Cloze)");
        assertEquals(20, texts.size(), "every version asks something else");
        Element root = sections(qti(dir.resolve("kayles-1-variants-5-qti.zip")));
        int groups = 0;
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element group && group.getLocalName().equals("section")) {
                groups++;
                assertEquals("1", group.getElementsByTagNameNS(QTI, "selection_number").item(0).getTextContent(), "picks one");
                assertEquals(5, group.getElementsByTagNameNS(QTI, "item").getLength(), "a version per variant");
            }
        }
        assertTrue(groups >= 4, "a group per exercise (and part): " + groups);
    }

    @Test
    void aRosterGivesAVersionPerStudent() throws Exception {
        Path roster = dir.resolve("class.csv");
        Files.writeString(roster, "name,id\nAnn,1\nBob,2\nCy,3\n", StandardCharsets.UTF_8);
        Cli run = Cli.run("export", "--lesson", "nim", "--count", "3", "--roster", roster.toString(), "--format", "qti",
                "--out", dir.resolve("lms").toString());
        assertEquals(0, run.exitCode(), run.err());
        Element root = sections(qti(dir.resolve("lms/nim-1-roster-qti.zip")));
        NodeList groups = root.getElementsByTagNameNS(QTI, "selection_ordering");
        assertTrue(groups.getLength() >= 3);
        for (int i = 0; i < groups.getLength(); i++) {
            assertEquals(3, ((Element) groups.item(i).getParentNode()).getElementsByTagNameNS(QTI, "item").getLength());
        }
    }

    /** The README's walk: an export of 30 variants said "wrote 6 exercises", as if it were one quiz. */
    @Test
    void anExportOfVariantsSaysHowManyVersionsOfEachExerciseItWrote() {
        Cli run = Cli.run("export", "--lesson", "nim", "--count", "2", "--variants", "3", "--seed", "40", "--format", "gift",
                "--out", dir.resolve("said").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("wrote 2 exercises, 3 versions of each (Nim, variants 40 to 42, medium)"), run.out());
        Cli one = Cli.run("export", "--lesson", "nim", "--count", "2", "--seed", "40", "--format", "gift",
                "--out", dir.resolve("said").toString());
        assertTrue(one.out().startsWith("wrote 2 exercises (Nim, variant 40, medium)"), one.out());
    }

    @Test
    void variantsAndRosterTogetherAreRefusedInOneLine() {
        Cli run = Cli.run("export", "--lesson", "nim", "--variants", "3", "--roster", "x.csv", "--format", "qti",
                "--out", dir.toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("export: give --variants or --roster, not both"), run.err());
    }

    private static Element sections(Document assessment) {
        return (Element) assessment.getElementsByTagNameNS(QTI, "section").item(0);
    }

    private static Document qti(Path zip) throws Exception {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (e.getName().endsWith(".xml") && !e.getName().contains("manifest") && !e.getName().contains("meta")) {
                    return parse(in.readAllBytes());
                }
            }
        }
        throw new AssertionError("no assessment in " + zip);
    }

    private static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }
}

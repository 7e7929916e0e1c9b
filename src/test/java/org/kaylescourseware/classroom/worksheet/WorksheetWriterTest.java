package org.kaylescourseware.classroom.worksheet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.site.publish.OutputFolder;
import org.kaylescourseware.site.publish.OutputRefused;

class WorksheetWriterTest {

    static final Path TEMPLATES = Path.of("templates");
    private static final List<String> FILES = List.of(WorksheetWriter.WORKSHEET, WorksheetWriter.ANSWER_KEY,
            Worksheet.STYLESHEET);

    @TempDir
    Path dir;

    private static ExerciseSet set(String lesson, long seed, Difficulty difficulty) {
        return ExerciseSet.generate(Plans.lesson(lesson), 8, seed, difficulty);
    }

    private static WorksheetWriter writer() {
        return new WorksheetWriter(new WorksheetRenderer(TEMPLATES));
    }

    @Test
    void writesWorksheetAnswerKeyAndTheStylesheetBesideThem() throws IOException {
        writer().write(set("kayles", 1, Difficulty.MEDIUM), dir.resolve("out"));
        try (Stream<Path> files = Files.list(dir.resolve("out"))) {
            assertEquals(Stream.concat(FILES.stream(), Stream.of(OutputFolder.MARKER, "katex")).sorted().toList(),
                    files.map(p -> p.getFileName().toString()).sorted().toList(), "the files and the mark of a published folder");
        }
        assertTrue(Files.isRegularFile(dir.resolve("out/katex/fonts/KaTeX_Main-Regular.woff2")), "KaTeX's fonts, so the math shows offline");
        assertArrayEquals(Files.readAllBytes(TEMPLATES.resolve("assets/css/worksheet.css")),
                Files.readAllBytes(dir.resolve("out/worksheet.css")));
        Document sheet = Jsoup.parse(dir.resolve("out/worksheet.html").toFile());
        assertEquals(List.of("katex/katex.min.css", "worksheet.css"), sheet.select("link[rel=stylesheet]").eachAttr("href"),
                "works offline");
        assertEquals(List.of("katex/contrib/copy-tex.min.js"), sheet.select("script[src]").eachAttr("src"), "math typeset already");
        assertEquals(sheet.select(".math-inline").size(), sheet.select(".math-inline > .katex > .katex-mathml math").size(),
                "every formula typeset, with MathML");
        assertFalse(sheet.select(".math-inline").isEmpty());
        for (String file : List.of("katex/katex.min.css", "worksheet.css", "katex/contrib/copy-tex.min.js")) {
            assertTrue(Files.isRegularFile(dir.resolve("out").resolve(file)), file + " lies beside the page");
        }
        assertTrue(sheet.select("[src^=http], link[href^=http]").isEmpty(), "nothing loaded from elsewhere");
    }

    @Test
    void sameSeedGivesByteIdenticalFiles() throws IOException {
        writer().write(set("dawsons-kayles", 77, Difficulty.HARD), dir.resolve("a"));
        writer().write(set("dawsons-kayles", 77, Difficulty.HARD), dir.resolve("b"));
        for (String file : FILES) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(file)),
                    Files.readAllBytes(dir.resolve("b").resolve(file)), file);
        }
    }

    @Test
    void differentSeedsGiveDifferentWorksheetsAndKeys() throws IOException {
        writer().write(set("kayles", 1, Difficulty.EASY), dir.resolve("a"));
        writer().write(set("kayles", 2, Difficulty.EASY), dir.resolve("b"));
        assertNotEquals(Files.readString(dir.resolve("a/worksheet.html")), Files.readString(dir.resolve("b/worksheet.html")));
        assertNotEquals(Files.readString(dir.resolve("a/answer-key.html")), Files.readString(dir.resolve("b/answer-key.html")));
    }

    /** The page's text, each typeset formula read as the TeX it was typeset from (KaTeX keeps it in the MathML). */
    private static String textWithTex(Path page) throws IOException {
        Document document = Jsoup.parse(page.toFile());
        document.select(".math-inline, .math-display").forEach(math -> math.text(math.select("annotation").text()));
        return document.body().text();
    }

    @Test
    void worksheetHoldsNoSolutionTextWhileTheKeyHoldsItAll() throws IOException {
        for (String lesson : List.of("kayles", "dawsons-kayles", "0.137")) {
            ExerciseSet set = set(lesson, 3, Difficulty.HARD);
            Path out = dir.resolve(lesson);
            writer().write(set, out);
            String sheet = textWithTex(out.resolve("worksheet.html"));
            String key = textWithTex(out.resolve("answer-key.html"));
            for (Exercise e : set.exercises()) {
                assertFalse(sheet.contains(e.shownAnswer().plain()), "answer on the worksheet: " + e.shownAnswer().plain());
                assertTrue(key.contains(e.shownAnswer().plain()), "answer missing from the key: " + e.shownAnswer().plain());
                for (var step : e.solution()) {
                    assertFalse(sheet.contains(step.plain()), "solution step on the worksheet: " + step.tex());
                    assertTrue(key.contains(step.plain()), "solution step missing from the key: " + step.tex());
                }
                assertTrue(sheet.contains(e.prompt().question().plain()) && sheet.contains(e.hint().plain()), "the question and hint");
            }
            assertFalse(sheet.contains("Answer."), "no answer heading on the worksheet");
            assertTrue(Jsoup.parse(out.resolve("worksheet.html").toFile()).select(".solution, .answer, .steps").isEmpty());
        }
    }

    @Test
    void exercisesAreNumberedAndLinkableInBothFilesAndPagedAsTheModelSays() throws IOException {
        ExerciseSet set = ExerciseSet.generate(Plans.lesson("kayles"), 14, 9, Difficulty.MEDIUM);
        writer().write(set, dir.resolve("out"));
        for (String file : List.of(WorksheetWriter.WORKSHEET, WorksheetWriter.ANSWER_KEY)) {
            Document doc = Jsoup.parse(dir.resolve("out").resolve(file).toFile());
            for (int n = 1; n <= 14; n++) {
                assertEquals(n + ".", doc.getElementById("exercise-" + n).selectFirst(".exercise-number").text(), file);
            }
        }
        assertEquals(Worksheet.of(set).pageCount(), Jsoup.parse(dir.resolve("out/worksheet.html").toFile())
                .select("section.sheet").size(), "the worksheet's pages");
        assertEquals(1, Jsoup.parse(dir.resolve("out/answer-key.html").toFile()).select("section.key").size(),
                "the key runs on without the worksheet's page breaks");
        {
        }
    }

    @Test
    void failedRenderingLeavesNoFolderBehind() throws IOException {
        Path broken = dir.resolve("templates");
        copyTree(TEMPLATES, broken);
        Files.writeString(broken.resolve("worksheet/answer-key.ftl"), "<#ftl output_format=\"HTML\">${model.nothing}");
        Path out = dir.resolve("out");
        assertThrows(IllegalStateException.class,
                () -> new WorksheetWriter(new WorksheetRenderer(broken)).write(set("kayles", 1, Difficulty.EASY), out));
        assertFalse(Files.exists(out));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of("templates"), left.map(p -> p.getFileName().toString()).toList(), "no temporary folder left");
        }
    }

    @Test
    void folderHoldingOtherFilesIsRefusedAndLeftAlone() throws IOException {
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.writeString(out.resolve("notes.txt"), "mine");
        OutputRefused e = assertThrows(OutputRefused.class, () -> writer().write(set("kayles", 1, Difficulty.EASY), out));
        assertTrue(e.getMessage().contains("notes.txt"), e.getMessage());
        assertEquals("mine", Files.readString(out.resolve("notes.txt")));
        assertFalse(Files.exists(out.resolve("worksheet.html")));
    }

    @Test
    void rewritingAWorksheetFolderReplacesItWhole() throws IOException {
        Path out = dir.resolve("out");
        writer().write(set("kayles", 1, Difficulty.EASY), out);
        writer().write(set("kayles", 2, Difficulty.EASY), out);
        writer().write(set("kayles", 2, Difficulty.EASY), dir.resolve("fresh"));
        assertArrayEquals(Files.readAllBytes(dir.resolve("fresh/worksheet.html")), Files.readAllBytes(out.resolve("worksheet.html")));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(".fresh-builds", ".out-builds", "fresh", "out"),
                    left.map(p -> p.getFileName().toString()).sorted().toList(), "each folder and the versions behind it");
        }
        try (Stream<Path> versions = Files.list(dir.resolve(".out-builds"))) {
            assertEquals(2, versions.count(), "the lock and the published version: the first version is gone");
        }
    }

    @Test
    void aFolderThatIsNoCourseProjectIsRefusedSayingWhatToPass() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new WorksheetRenderer(dir.resolve("nowhere")));
        assertTrue(e.getMessage().contains("--project") && e.getMessage().contains("templates/worksheet/"), e.getMessage());
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path p : paths.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}

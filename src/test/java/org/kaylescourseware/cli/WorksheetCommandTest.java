package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@ResourceLock(Resources.SYSTEM_ERR) // it reads what the command line prints to System.err
class WorksheetCommandTest {

    @TempDir
    Path dir;

    /** Runs the command line; returns the exit code, with what it printed to stderr in {@code err}. */
    private int run(StringBuilder err, String... args) {
        PrintStream saved = System.err;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            return KaylesCourseware.run(args);
        } finally {
            System.setErr(saved);
            err.append(bytes.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void writesAWorksheetAndItsKey() throws Exception {
        Path out = dir.resolve("sheet");
        StringBuilder err = new StringBuilder();
        assertEquals(0, run(err, "worksheet", "--lesson", "kayles", "--count", "5", "--seed", "12", "--out", out.toString()), err.toString());
        assertTrue(Files.size(out.resolve("worksheet.html")) > 0 && Files.size(out.resolve("answer-key.html")) > 0);
        assertTrue(Files.exists(out.resolve("worksheet.css")));
    }

    @Test
    void sameArgumentsGiveByteIdenticalFiles() throws Exception {
        StringBuilder err = new StringBuilder();
        for (String name : new String[] {"a", "b"}) {
            assertEquals(0, run(err, "worksheet", "--lesson", "dawsons-kayles", "--count", "7", "--seed", "-4",
                    "--difficulty", "easy", "--out", dir.resolve(name).toString()), err.toString());
        }
        for (String file : new String[] {"worksheet.html", "answer-key.html", "worksheet.css"}) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(file)), Files.readAllBytes(dir.resolve("b").resolve(file)));
        }
    }

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(delimiter = '|', value = {
        "--lesson kales                 | unknown lesson 'kales': use one of kayles",
        "--lesson kayles --count 0      | exercise count 0 is out of range: ask for 1 to 24",
        "--lesson kayles --count 25     | exercise count 25 is out of range: ask for 1 to 24",
        "--lesson kayles --count many   | count 'many' is not a whole number",
        "--lesson kayles --seed x1      | seed 'x1' is not a whole number",
        "--lesson kayles --difficulty 9 | unknown difficulty '9': use one of easy, medium, hard",
        "--lesson 0.8                   | '0.8' is not an octal code",
    })
    void badArgumentsExitWithTwoAndAClearMessageAndWriteNothing(String args, String message) {
        Path out = dir.resolve("out");
        StringBuilder err = new StringBuilder();
        String[] words = (args.strip() + " --out " + out).split("\\s+");
        String[] argv = new String[words.length + 1];
        argv[0] = "worksheet";
        System.arraycopy(words, 0, argv, 1, words.length);
        assertEquals(2, run(err, argv), err.toString());
        assertTrue(err.toString().contains(message), err.toString());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void partizanKaylesWorksheetAsksForReductions() throws Exception {
        Path out = dir.resolve("partizan");
        StringBuilder err = new StringBuilder();
        assertEquals(0, run(err, "worksheet", "--lesson", "partizan-kayles", "--count", "2", "--difficulty", "easy",
                "--out", out.toString()), err.toString());
        String sheet = Files.readString(out.resolve("worksheet.html"));
        assertTrue(sheet.contains("Reduce to single squares and dominoes"), sheet);
        assertTrue(Files.readString(out.resolve("answer-key.html")).contains("\\pmod{\\mathcal{K}}"));
    }

    @Test
    void missingLessonIsAUsageError() {
        StringBuilder err = new StringBuilder();
        assertEquals(2, run(err, "worksheet", "--out", dir.resolve("out").toString()));
        assertTrue(err.toString().contains("--lesson"), err.toString());
    }
}

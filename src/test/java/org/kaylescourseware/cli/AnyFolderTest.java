package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code worksheet} and {@code export} in a program started in an empty temporary folder, as an
 * instructor would run them: the templates and rules come from the program itself. A roster with a
 * problem is one line naming the file and line.
 */
class AnyFolderTest {

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private Run run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                Cli.CHILD_JIT, "-cp", System.getProperty("java.class.path"), KaylesCourseware.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(dir.resolve("stdout.txt").toFile()).redirectError(dir.resolve("stderr.txt").toFile()).start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the command ends");
        return new Run(process.exitValue(), Files.readString(dir.resolve("stdout.txt")), Files.readString(dir.resolve("stderr.txt")));
    }

    @Test
    void worksheetRosterAndExportRunInAnEmptyFolder() throws Exception {
        Run sheet = run("worksheet", "--lesson", "treblecross", "--count", "4", "--out", "ws");
        assertEquals(0, sheet.code(), sheet.err());
        assertTrue(Files.readString(dir.resolve("ws/worksheet.html")).contains("Treblecross"));
        Files.writeString(dir.resolve("class.csv"), "name,id\nAnn,1\nBob,2\n", StandardCharsets.UTF_8);
        Run roster = run("worksheet", "--lesson", "misere-nim", "--roster", "class.csv", "--out", "class");
        assertEquals(0, roster.code(), roster.err());
        assertTrue(Files.isRegularFile(dir.resolve("class/worksheets.html")) && Files.isRegularFile(dir.resolve(
                "class/answer-key-2.html")));
        Run export = run("export", "--lesson", "kayles", "--format", "moodle,qti", "--out", "lms");
        assertEquals(0, export.code(), export.err());
        assertTrue(Files.isRegularFile(dir.resolve("lms/kayles-1-moodle.xml")) && Files.isRegularFile(dir.resolve(
                "lms/kayles-1-qti.zip")), export.out());
    }

    @Test
    void aBadRosterIsOneLineAndNothingIsWritten() throws Exception {
        Files.writeString(dir.resolve("class.csv"), "name,id\nAnn,1\nBob,1\n", StandardCharsets.UTF_8);
        Run run = run("worksheet", "--lesson", "kayles", "--roster", "class.csv", "--out", "class");
        assertEquals(1, run.code());
        assertEquals("worksheet: class.csv:3: id '1' is already the id of Ann on line 2; each student needs an id of"
                + " their own\n", run.err());
        assertTrue(!Files.exists(dir.resolve("class")));
    }

    @Test
    void exportWritesBesideSomeoneElsesFilesAndRefusesToReplaceOne() throws Exception {
        Files.createDirectories(dir.resolve("mine"));
        Files.writeString(dir.resolve("mine/notes.txt"), "mine");
        Run run = run("export", "--lesson", "kayles", "--format", "gift", "--out", "mine");
        assertEquals(0, run.code(), run.err());
        assertEquals("mine", Files.readString(dir.resolve("mine/notes.txt")));
        Files.writeString(dir.resolve("mine/kayles-1.json"), "mine too");
        run = run("export", "--lesson", "kayles", "--format", "json", "--out", "mine");
        assertEquals(5, run.code(), run.err());
        assertTrue(run.err().startsWith("export: ") && run.err().contains("kayles-1.json"), run.err());
        assertEquals("mine too", Files.readString(dir.resolve("mine/kayles-1.json")));
    }
}

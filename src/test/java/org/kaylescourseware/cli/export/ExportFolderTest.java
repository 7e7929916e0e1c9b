package org.kaylescourseware.cli.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.cli.Cli;

/**
 * An export folder is an ordinary folder: a second export of another lesson adds its files beside
 * the first, an export may replace what an export wrote, and a file it did not write is refused
 * in one line with nothing touched. No link, no hidden build folder beside it.
 */
class ExportFolderTest {

    @TempDir
    Path dir;

    private static Cli export(Path out, String lesson, String format) {
        return Cli.run("export", "--lesson", lesson, "--count", "2", "--format", format, "--out", out.toString());
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aSecondExportOfAnotherLessonAddsItsFilesBesideTheFirst() throws IOException {
        Path out = dir.resolve("lms");
        assertEquals(0, export(out, "kayles", "moodle,qti").exitCode());
        assertEquals(0, export(out, "partizan-kayles", "gift").exitCode());
        assertEquals(List.of(".kayles-courseware-export", "kayles-1-moodle.xml", "kayles-1-qti.zip", "partizan-kayles-1-gift.txt"),
                names(out));
        assertFalse(Files.isSymbolicLink(out), "an ordinary folder, which cp -r copies whole");
        for (String name : names(out)) {
            assertTrue(Files.isRegularFile(out.resolve(name), LinkOption.NOFOLLOW_LINKS), name);
        }
        assertEquals(List.of("lms"), names(dir), "no hidden build folder beside it");
    }

    @Test
    void exportingAgainReplacesWhatAnExportWrote() throws IOException {
        Path out = dir.resolve("lms");
        assertEquals(0, export(out, "kayles", "json").exitCode());
        byte[] first = Files.readAllBytes(out.resolve("kayles-1.json"));
        Files.writeString(out.resolve("notes.txt"), "my own notes");
        Cli again = export(out, "kayles", "json");
        assertEquals(0, again.exitCode(), again.err());
        assertArrayEquals(first, Files.readAllBytes(out.resolve("kayles-1.json")));
        assertEquals("my own notes", Files.readString(out.resolve("notes.txt")), "other files are left alone");
    }

    @Test
    void aFileTheProgramDidNotWriteIsRefusedInOneLineAndNothingIsTouched() throws IOException {
        Path out = dir.resolve("lms");
        Files.createDirectories(out);
        Files.writeString(out.resolve("kayles-1-gift.txt"), "the instructor's own quiz");
        Cli refused = export(out, "kayles", "json,gift");
        assertEquals(5, refused.exitCode(), "exit status 5: a file could not be written");
        assertEquals(1, refused.err().strip().lines().count(), refused.err());
        assertTrue(refused.err().contains("kayles-1-gift.txt"), refused.err());
        assertEquals("the instructor's own quiz", Files.readString(out.resolve("kayles-1-gift.txt")));
        assertEquals(List.of("kayles-1-gift.txt"), names(out), "nothing written");
    }
}

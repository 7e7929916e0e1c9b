package org.kaylescourseware.classroom.worksheet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Class lists as learning management systems export them are read as they are: name and email,
 * Moodle's participants download (first name, last name, email address), Canvas's gradebook export
 * (Student as "Last, First", ID, a "Points Possible" line that is no student), and semicolons.
 */
class RosterFormatsTest {

    @TempDir
    Path dir;

    private List<String> read(String text) throws IOException {
        Path file = dir.resolve("class.csv");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return Roster.read(file).students().stream().map(s -> s.name() + " <" + s.id() + ">").toList();
    }

    @Test
    void nameAndEmail() throws IOException {
        assertEquals(List.of("Ann Smith <ann@example.org>", "Bo Li <bo@example.org>"),
                read("name,email\nAnn Smith,ann@example.org\nBo Li,bo@example.org\n"));
    }

    @Test
    void moodleParticipantsDownload() throws IOException {
        assertEquals(List.of("Ann Smith <ann@example.org>", "Bo Li <bo@example.org>"), read(
                "\uFEFFFirst name,Last name,Email address,Roles,Groups,Last access to course,Status\n"
                + "Ann,Smith,ann@example.org,Student,No groups,3 days,Active\n"
                + "Bo,Li,bo@example.org,Student,No groups,Never,Active\n"));
    }

    @Test
    void canvasGradebookExport() throws IOException {
        assertEquals(List.of("Smith, Ann <101>", "Li, Bo <102>"), read(
                "Student,ID,SIS User ID,SIS Login ID,Section,Quiz 1 (3021),Current Score\n"
                + "    Points Possible,,,,,10.00,(read only)\n"
                + "\"Smith, Ann\",101,s101,ann,Section 1,8.00,80.00\n"
                + "\"Li, Bo\",102,s102,bo,Section 1,9.00,90.00\n"));
    }

    @Test
    void semicolonsAsSpreadsheetsInManyLanguagesWriteThem() throws IOException {
        assertEquals(List.of("Smith, Ann <17>", "Bo Li <18>"), read("name;id\nSmith, Ann;17\nBo Li;18\n"));
    }
}

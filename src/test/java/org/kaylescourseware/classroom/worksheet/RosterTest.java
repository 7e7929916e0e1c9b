package org.kaylescourseware.classroom.worksheet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.site.project.CourseProject;

/** A class roster read, checked and turned into a worksheet and an answer key per student. */
class RosterTest {

    @TempDir
    Path dir;

    private Path roster(String text) throws IOException {
        return Files.writeString(dir.resolve("roster.csv"), text, StandardCharsets.UTF_8);
    }

    private static String thirtyStudents() {
        StringBuilder csv = new StringBuilder("name,id\n");
        for (int i = 1; i <= 30; i++) {
            csv.append("Student ").append(i).append(',').append(1000 + i).append('\n');
        }
        return csv.toString();
    }

    private RosterBook book(Path file, long seed) {
        LessonPlan plan = Plans.lesson("kayles");
        return RosterBook.of(Roster.read(file), seed, s -> ExerciseSet.generate(plan, 6, s, Difficulty.MEDIUM), true);
    }

    @Test
    void thirtyStudentsGetThirtyDistinctVariantsAndTheSameRosterTheSameFiles() throws IOException {
        Path file = roster(thirtyStudents());
        RosterBook book = book(file, 1);
        assertEquals(30, book.worksheets().size());
        Set<List<String>> variants = new HashSet<>();
        book.worksheets().forEach(w -> variants.add(w.exercises().stream().map(e -> e.prompt().question().tex()).toList()));
        assertEquals(30, variants.size(), "no two students share their exercises");
        WorksheetWriter writer = new WorksheetWriter(new WorksheetRenderer(CourseFiles.of(CourseProject.bundled())));
        writer.write(book, dir.resolve("a"));
        writer.write(book(file, 1), dir.resolve("b"));
        for (String name : List.of(RosterBook.ALL_WORKSHEETS, RosterBook.ALL_ANSWER_KEYS, RosterBook.INDEX,
                "worksheet-1007.html", "answer-key-1030.html")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(name)), Files.readAllBytes(dir.resolve("b")
                    .resolve(name)), name + " again from the same roster");
        }
        Document all = Jsoup.parse(dir.resolve("a").resolve(RosterBook.ALL_WORKSHEETS).toFile());
        assertEquals(30, all.select("main > .student").size());
        assertTrue(all.select("main > .student").get(6).text().contains("Name: Student 7"));
        assertEquals(30, Jsoup.parse(dir.resolve("a").resolve(RosterBook.ALL_ANSWER_KEYS).toFile())
                .select("main > .student section.key").size());
        try (Stream<Path> files = Files.list(dir.resolve("a"))) {
            assertEquals(60, files.filter(p -> p.getFileName().toString().matches("(worksheet|answer-key)-\\d+\\.html")).count());
        }
        Set<Long> seeds = new HashSet<>();
        book(file, 2).files().forEach(f -> seeds.add(f.variant()));
        book.files().forEach(f -> assertTrue(!seeds.contains(f.variant()), "another --seed, other variants"));
    }

    @Test
    void aNameWithACommaInQuotesIsOneNameAndAByteOrderMarkIsSkipped() throws IOException {
        Roster roster = Roster.read(roster("\uFEFFid,Name,email\n17,\"Smith, Ann\",ann@example.org\n\n42,Bob,\n"));
        assertEquals(List.of("Smith, Ann", "Bob"), roster.students().stream().map(Roster.Student::name).toList());
        assertEquals(List.of("17", "42"), roster.students().stream().map(Roster.Student::id).toList());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "''|1|the roster is empty",
        "name,number\\nAnn,1\\n|1|the header has no 'id' column (it has: name, number)",
        "name,id\\n|2|names its columns but no student",
        "name,id\\nAnn,1\\nBob,2\\nCid,1\\n|4|id '1' is already the id of Ann on line 2",
        "name,id\\nAnn,1\\nSmith, Bob,2\\n|3|3 fields where the header has 2; a name that holds a comma goes in double quotes",
        "name,id\\nAnn,1\\n\"Smith, Bob,2\\n|3|a double quote that opens a field must close it",
        "name,id\\nAnn,\\n|2|a student needs a name and an id"})
    void aBadRosterIsOneLineNamingFileAndLine(String text, int line, String problem) throws IOException {
        Path file = roster(text.replace("\\n", "\n"));
        RosterException e = assertThrows(RosterException.class, () -> Roster.read(file));
        assertTrue(e.getMessage().startsWith(file + ":" + line + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(problem), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"), "one line");
    }

    @Test
    void aRosterThatIsNotUtf8SaysWhichLine() throws IOException {
        Path file = dir.resolve("latin1.csv");
        Files.write(file, "name,id\nAnn,1\nRen\u00e9,2\n".getBytes(StandardCharsets.ISO_8859_1));
        RosterException e = assertThrows(RosterException.class, () -> Roster.read(file));
        assertEquals(file + ":3: not UTF-8 text (byte 0xE9); save the roster as CSV in UTF-8", e.getMessage());
    }
}

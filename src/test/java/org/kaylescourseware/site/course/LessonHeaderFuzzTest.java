package org.kaylescourseware.site.course;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.kaylescourseware.site.source.SourceException;

/**
 * Lesson headers as authors might break them: fields missing, repeated, misspelt, with values out
 * of range, lines without '=', no separator, a byte order mark, Windows line ends. Reading the
 * course either gives its outline or fails with a SourceException naming one of its files and a
 * line of it, never anything else.
 */
class LessonHeaderFuzzTest {

    private static final String HOME = "title=Home\ntype=home\nstatus=published\n~~~~~~\n\nWelcome.\n";

    @Property(tries = 150)
    void aCourseIsOutlinedOrRefusedAtALine(@ForAll("headers") List<String> lessons) throws IOException {
        Path project = Files.createTempDirectory("lesson-header-fuzz");
        try {
            Path content = Files.createDirectories(project.resolve("content"));
            Files.writeString(content.resolve("index.md"), HOME);
            Files.createDirectories(content.resolve("lessons"));
            for (int i = 0; i < lessons.size(); i++) {
                Files.write(content.resolve("lessons/lesson-" + i + ".md"), lessons.get(i).getBytes(StandardCharsets.UTF_8));
            }
            try {
                CourseOutline.read(content);
            } catch (SourceException refused) {
                String file = refused.location().file().toString();
                assertTrue(file.startsWith(content.toString()), refused.getMessage());
                assertTrue(refused.getMessage().startsWith(file + ":" + refused.location().line() + ": "), refused.getMessage());
                assertTrue(refused.location().line() >= 1, refused.getMessage());
            }
        } finally {
            try (Stream<Path> paths = Files.walk(project)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }

    @Provide
    Arbitrary<List<String>> headers() {
        Arbitrary<String> key = Arbitraries.of("title", "type", "status", "order", "summary", "date", "tags", "Title",
                "", " ", "title ", "order\t");
        Arbitrary<String> value = Arbitraries.of("Kayles", "lesson", "home", "published", "draft", "1", "2", "0", "-1",
                "9999", "10000", "99999999999", "1.5", "01", "one", "", " ", "=", "a=b", "é", "\u202e");
        Arbitrary<String> field = Combinators.combine(key, value).as((k, v) -> k + "=" + v);
        Arbitrary<String> line = Arbitraries.frequencyOf(Tuple.of(10, field), Tuple.of(1, Arbitraries.of("no equals sign",
                "=value", "~~~~~", "~~~~~~ ", "", "\t", "#comment")), Tuple.of(1, Arbitraries.strings().ofMaxLength(8)));
        Arbitrary<String> header = Combinators.combine(line.list().ofMaxSize(8), Arbitraries.of(true, true, true, false),
                Arbitraries.of("\n", "\n", "\r\n"), Arbitraries.of("", "", "\uFEFF")).as((lines, separated, newline, bom) ->
                        bom + String.join(newline, lines) + newline + (separated ? "~~~~~~" + newline : "") + newline + "Text"
                                + newline);
        Arbitrary<String> valid = Arbitraries.integers().between(1, 30)
                .map(order -> "title=Lesson " + order + "\ntype=lesson\nstatus=published\norder=" + order + "\n~~~~~~\n\nText\n");
        return Arbitraries.frequencyOf(Tuple.of(3, header), Tuple.of(1, valid)).list().ofMinSize(1).ofMaxSize(3);
    }
}

package org.kaylescourseware.house;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The sizes ARCHITECTURE.md promises, measured on the Java sources (main and tests): no package of
 * more than 25 files, no file of more than 400 lines, no line of more than 160 characters (counted
 * as characters, code points, not as the bytes of their UTF-8).
 */
class SourceLimitsTest {

    static final int MAX_FILES_IN_A_PACKAGE = 25;
    static final int MAX_LINES_IN_A_FILE = 400;
    static final int MAX_CHARACTERS_IN_A_LINE = 160;
    private static final List<Path> ROOTS = List.of(Path.of("src/main/java"), Path.of("src/test/java"));

    private static List<Path> sources;

    @BeforeAll
    static void readTheSources() throws IOException {
        sources = new ArrayList<>();
        for (Path root : ROOTS) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(sources::add);
            }
        }
    }

    @Test
    void noPackageHoldsMoreThanTwentyFiveFiles() {
        Map<Path, Long> crowded = sources.stream().collect(Collectors.groupingBy(Path::getParent, TreeMap::new,
                Collectors.counting()));
        crowded.values().removeIf(count -> count <= MAX_FILES_IN_A_PACKAGE);
        assertEquals(Map.of(), crowded, "packages of more than " + MAX_FILES_IN_A_PACKAGE + " files: split them by topic");
    }

    @Test
    void noFileIsLongerThanFourHundredLines() throws IOException {
        Map<Path, Integer> tooLong = new TreeMap<>();
        for (Path file : sources) {
            int lines = lines(file).size();
            if (lines > MAX_LINES_IN_A_FILE) {
                tooLong.put(file, lines);
            }
        }
        assertEquals(Map.of(), tooLong, "files of more than " + MAX_LINES_IN_A_FILE + " lines: a class that long is two");
    }

    @Test
    void noLineIsLongerThanOneHundredSixtyCharacters() throws IOException {
        List<String> wide = new ArrayList<>();
        for (Path file : sources) {
            List<String> lines = lines(file);
            for (int i = 0; i < lines.size(); i++) {
                int characters = lines.get(i).codePointCount(0, lines.get(i).length());
                if (characters > MAX_CHARACTERS_IN_A_LINE) {
                    wide.add(file + ":" + (i + 1) + " has " + characters + " characters");
                }
            }
        }
        assertEquals(List.of(), wide);
    }

    @Test
    void charactersAreCountedNotBytes() {
        String line = "⊕".repeat(MAX_CHARACTERS_IN_A_LINE);
        assertEquals(MAX_CHARACTERS_IN_A_LINE, line.codePointCount(0, line.length()));
        assertEquals(3 * MAX_CHARACTERS_IN_A_LINE, line.getBytes(StandardCharsets.UTF_8).length);
    }

    private static List<String> lines(Path file) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8);
    }
}

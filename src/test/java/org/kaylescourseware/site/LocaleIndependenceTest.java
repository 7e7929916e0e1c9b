package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.cli.Cli;
import org.kaylescourseware.cli.KaylesCourseware;
import org.kaylescourseware.site.project.SiteLayout;

/**
 * The same sources give the same bytes in every locale: pages, and the command line's
 * machine-readable output. Each case runs the command line as a process of its own with the
 * user's language set, as {@code java -Duser.language=ar -jar ...} would.
 */
class LocaleIndependenceTest {

    /** Arabic and Persian write their own digits; German writes a decimal comma; Turkish has a dotless i. */
    private static final List<String> LOCALES = List.of("ar-EG", "fa-IR", "de-DE", "tr-TR");

    private static Run run(String locale, String... args) throws IOException, InterruptedException {
        String[] parts = locale.split("-");
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), Cli.CHILD_JIT,
                "-Duser.language=" + parts[0], "-Duser.country=" + parts[1], "-cp", System.getProperty("java.class.path"),
                KaylesCourseware.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = process.getInputStream().readAllBytes();
        return new Run(process.waitFor(), out);
    }

    private record Run(int exitCode, byte[] out) {
        String text() {
            return new String(out, StandardCharsets.UTF_8);
        }
    }

    @Test
    void siteBuiltUnderArabicDigitsIsByteIdenticalToTheOneBuiltHere() throws Exception {
        Path project = CourseBuild.smallCourse("locale");
        Path reference = project.resolve("site-here");
        new SiteBuilder(new SiteLayout(project), line -> { }).build(reference);
        Path arabic = project.resolve("site-ar");
        Run build = run("ar-EG", "build", "--project", project.toString(), "--output", arabic.toString());
        assertEquals(0, build.exitCode(), build.text());
        Map<String, byte[]> expected = CourseBuild.files(reference);
        Map<String, byte[]> actual = CourseBuild.files(arabic);
        assertEquals(expected.keySet(), actual.keySet());
        expected.forEach((name, bytes) -> assertArrayEquals(bytes, actual.get(name), name));
    }

    @Test
    void machineReadableOutputIsTheSameInEveryLocale() throws Exception {
        List<List<String>> commands = List.of(
                List.of("grundy", "0.77", "--to", "100", "--format", "csv"),
                List.of("grundy", "0.16", "--to", "3000", "--format", "json"),
                List.of("outcome", "kayles", "12+7+1", "--format", "json"),
                List.of("grundy", "dawsons-kayles", "--to", "60"));
        for (List<String> command : commands) {
            Run root = run("en-US", command.toArray(String[]::new));
            assertEquals(0, root.exitCode(), root.text());
            for (String locale : LOCALES) {
                Run other = run(locale, command.toArray(String[]::new));
                assertEquals(root.text(), other.text(), command + " in " + locale);
            }
        }
    }

    @Test
    void benchWritesDecimalPointsAndAsciiDigitsInEveryLocale() throws Exception {
        for (String locale : List.of("de-DE", "fa-IR")) {
            Run bench = run(locale, "bench", "--only", "kayles", "--sizes", "1000", "--repeat", "1", "--warmup", "0");
            assertEquals(0, bench.exitCode(), bench.text());
            String text = bench.text();
            assertFalse(text.codePoints().anyMatch(c -> Character.isDigit(c) && (c < '0' || c > '9')), locale + ": " + text);
            assertFalse(text.matches("(?s).*\\d,\\d\\d .*"), locale + ": a decimal comma in " + text);
        }
    }
}

package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The command line given what it should refuse (issue 18, "nothing lost, nothing crashes"): each
 * case ends with the right exit status and one line that names the bad value, and never with a
 * stack trace.
 */
class HostileInputTest {

    /** A class name such as IllegalArgumentException or OutOfMemoryError: a trace or a leak of one. */
    private static final Pattern CLASS_NAME = Pattern.compile("\\b[A-Z][A-Za-z]*(Exception|Error)\\b");

    @TempDir
    Path dir;

    /**
     * Asserts the exit status, that stderr holds one line of error (a parameter error adds the
     * pointer "(see '... --help')" at its end) containing each of {@code named}, and that nothing looks like a trace.
     */
    static String assertOneLine(Cli cli, int status, String... named) {
        assertEquals(status, cli.exitCode(), cli.err());
        List<String> lines = cli.err().lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, lines.size(), "one line of error, got:\n" + cli.err());
        for (String name : named) {
            assertTrue(lines.get(0).contains(name), "the error names " + name + ": " + lines.get(0));
        }
        assertNoTrace(cli.out() + cli.err());
        return lines.get(0);
    }

    static void assertNoTrace(String printed) {
        assertFalse(printed.contains("\tat "), printed);
        assertFalse(CLASS_NAME.matcher(printed).find(), printed);
    }

    @Test
    void aPositionEndingInPlusIsRefused() {
        assertOneLine(Cli.run("outcome", "kayles", "5+"), ExitStatus.USAGE, "'5+'", "ends with a separator", "5+4+1");
    }

    @Test
    void aPositionOfOnlyAPlusIsRefused() {
        assertOneLine(Cli.run("outcome", "kayles", "+"), ExitStatus.USAGE, "'+'", "names no heap size");
    }

    @ParameterizedTest(name = "outcome kayles {0}")
    @CsvSource(delimiter = '|', value = {
        "5++4           | two separators follow each other",
        "+5             | starts with a separator",
        "-5             | has a sign",
        "5x             | '5x' is not a heap size",
        "5;4            | '5;4' is not a heap size",
        "99999999999    | is larger than 1000000000",
        "999999999+999999999 | add up to more than 1000000000",
    })
    void aMalformedPositionIsRefusedQuotingIt(String position, String problem) {
        assertOneLine(Cli.run("outcome", "kayles", "--", position), ExitStatus.USAGE, "'" + position.strip() + "'", problem);
    }

    @Test
    void aNegativeMaxTotalIsRefused() {
        assertOneLine(Cli.run("outcome", "kayles", "5", "--max-total", "-5"), ExitStatus.USAGE, "--max-total", "-5",
                "0 to " + OutcomeCommand.MAX_SEARCH_TOTAL);
    }

    @Test
    void aMaxTotalPastTheSearchBoundIsRefused() {
        assertOneLine(Cli.run("outcome", "kayles", "5", "--misere", "--max-total", "1000"), ExitStatus.USAGE,
                "--max-total", "1000");
        assertOneLine(Cli.run("outcome", "partizan-kayles", "5", "--max-total", "62"), ExitStatus.USAGE, "62", "0 to 61");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "grundy kayles --to -1                       | -1",
        "grundy kayles --to abc                      | 'abc' is not a whole number",
        "grundy kayles --to 99999999999              | '99999999999' is out of range",
        "outcome kayles 5 --max-total x              | 'x' is not a whole number",
        "bench --repeat 0                            | --repeat: 0",
        "bench --warmup -1                           | --warmup: -1",
        "bench --repeat 1000000                      | --repeat: 1000000",
        "bench --only kayles --sizes -3              | -3",
        "bench --only kayles --sizes 10,x            | 'x' is not a whole number",
        "bench --only partizan-theorem-3 --sizes 62  | 62 in --sizes for case partizan-theorem-3: expected 0 to 61",
        "bench --only kayles-plain --sizes 2000000   | 2000000 in --sizes for case kayles-plain",
        "bench --only kayles-misere-quotient --sizes 10001 | 10001",
        "serve --port 70000                          | 70000",
        "outcome kayles 5 --format xml               | xml",
        "outcome kayles 1000001 --misere             | 1000001",
        "outcome kayles 5 --maxtotal 3               | --maxtotal",
    })
    void everyBoundIsCheckedQuotingTheValue(String args, String named) {
        assertOneLine(Cli.run(args.strip().split("\\s+")), ExitStatus.USAGE, named.strip());
    }

    @ParameterizedTest(name = "worksheet {0}")
    @CsvSource(delimiter = '|', value = {
        "--count 0            | 0",
        "--count 99999999999  | 99999999999",
        "--count -2           | -2",
        "--seed 1e9           | '1e9'",
        "--seed 99999999999999999999 | 99999999999999999999",
    })
    void worksheetBoundsAreCheckedQuotingTheValue(String args, String named) {
        List<String> argv = new ArrayList<>(List.of("worksheet", "--lesson", "kayles", "--out", dir.resolve("w").toString()));
        argv.addAll(List.of(args.strip().split("\\s+")));
        assertOneLine(Cli.run(argv.toArray(String[]::new)), ExitStatus.USAGE, named.strip());
        assertFalse(Files.exists(dir.resolve("w")), "nothing written");
    }

    /** Issue 28, item 3: "--format ," split into no format at all, and an empty export replaced the one before. */
    @ParameterizedTest(name = "export --format ''{0}''")
    @CsvSource(delimiter = '|', value = {
        ",          | no format given",
        "' , '      | no format given",
        "json,,csv  | an empty format between commas",
        "json,      | an empty format between commas",
        "all,json   | 'all' cannot be combined",
    })
    void anExportWithAnEmptyOrMixedFormatListIsRefusedAndTheOldExportStays(String format, String problem) throws IOException {
        Path out = dir.resolve("lms");
        assertEquals(ExitStatus.OK, Cli.run("export", "--lesson", "kayles", "--count", "2", "--format", "json", "--out",
                out.toString()).exitCode());
        List<String> before;
        try (var files = Files.list(out)) {
            before = files.map(f -> f.getFileName().toString()).sorted().toList();
        }
        String line = assertOneLine(Cli.run("export", "--lesson", "kayles", "--count", "2", "--format", format, "--out",
                out.toString()), ExitStatus.USAGE, problem.strip());
        assertTrue(line.contains("moodle, qti, gift, json, csv"), "names the valid formats: " + line);
        try (var files = Files.list(out)) {
            assertEquals(before, files.map(f -> f.getFileName().toString()).sorted().toList(), "the export before stays");
        }
    }

    /**
     * Issue 28, items 10 and 11: --roster /dev/zero read until the heap was full; a folder and a missing
     * file gave the exception's class name ("Is a directory (IOException)", "(NoSuchFileException)").
     */
    @ParameterizedTest(name = "worksheet --roster {0}")
    @CsvSource(delimiter = '|', value = {
        "/dev/zero        | 1 | more than 1000000 bytes",
        "/tmp             | 5 | is a folder",
        "/nonexistent.csv | 5 | no such file",
    })
    void aRosterThatIsNoRosterFileIsOneLineAndReadOnlyUpToItsCap(String roster, int status, String problem) {
        assertOneLine(Cli.run("worksheet", "--lesson", "kayles", "--roster", roster, "--out", dir.resolve("w").toString()),
                status, roster, problem.strip());
        assertFalse(Files.exists(dir.resolve("w")), "nothing written");
    }

    @Test
    void worksheetUnderAFileSaysItCannotWriteThere() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine");
        Path out = file.resolve("sheet");
        String line = assertOneLine(Cli.run("worksheet", "--lesson", "kayles", "--count", "2", "--out", out.toString()),
                ExitStatus.FILE, "cannot write to '" + out + "'");
        assertTrue(line.contains("not a directory"), line);
        assertEquals("mine", Files.readString(file), "the file in the way is untouched");
    }

    @Test
    void worksheetOntoAFileIsRefusedNamingIt() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine");
        assertOneLine(Cli.run("worksheet", "--lesson", "kayles", "--count", "2", "--out", file.toString()),
                ExitStatus.FILE, file.getFileName().toString(), "is a file");
        assertEquals("mine", Files.readString(file));
    }

    /**
     * Issue 28, item 11: a write the disk refused named no file and said "read": on a full tmpfs, build printed ":1: cannot
     * read the project: No space left on device" (exit 1) and worksheet "cannot read No space left on device (IOException)".
     * Here the command runs in a JVM that may write no file past 20 KB (ulimit -f: the file system refuses the write as a
     * full disk does, with "file too large" for "no space left on device"; tmpfs of 300 KB, 3 MB and 6 MB gave the same
     * lines with that reason): it says which file it could not write, exit 5, and publishes nothing.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"build", "worksheet"})
    void aWriteTheDiskRefusesNamesThePathAndSaysWrite(String command) throws IOException, InterruptedException {
        Path project = org.kaylescourseware.site.CourseBuild.smallCourse("disk-refuses");
        Path out = dir.resolve("out");
        List<String> args = command.equals("build") ? List.of("build", "--no-cache", "--project", project.toString(), "--output",
                out.toString()) : List.of("worksheet", "--lesson", "kayles", "--out", out.toString());
        List<String> line = new ArrayList<>(List.of("sh", "-c", "ulimit -f 20 && exec \"$0\" \"$@\"",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), Cli.CHILD_JIT, "-cp",
                System.getProperty("java.class.path"), KaylesCourseware.class.getName()));
        line.addAll(args);
        Process process = new ProcessBuilder(line).directory(project.toFile()).start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(180, TimeUnit.SECONDS));
        Cli cli = new Cli(process.exitValue(), stdout, err.lines().filter(l -> !l.startsWith(command + ": reading")).reduce("",
                (a, b) -> a + b + "\n"));
        String refused = assertOneLine(cli, ExitStatus.FILE, "cannot write ", dir.toString());
        assertTrue(refused.toLowerCase(java.util.Locale.ROOT).endsWith(": file too large") && !refused.contains("read"), refused);
        assertFalse(Files.exists(out), "nothing published");
    }

    /** The worksheet's KaTeX fonts on a full tmpfs: "worksheet: cannot read No space left on device (IOException)". */
    @Test
    void aWriteThatFailedSaysWhatItWroteAndWhy() {
        String line = OneLineErrors.describe(new java.io.UncheckedIOException("cannot write /w/katex/fonts/KaTeX_Main-Bold.ttf",
                new IOException("No space left on device")));
        assertEquals("cannot write /w/katex/fonts/KaTeX_Main-Bold.ttf: no space left on device", line);
    }

    @Test
    void aRefusedFileNamesThePathAndTheReason() {
        String line = OneLineErrors.describe(new AccessDeniedException("/root/x"));
        assertEquals("cannot read or write /root/x: permission denied", line);
    }

    @Test
    void runningOutOfMemoryIsOneLineNamingTheHeapAndHowToRaiseIt() {
        StringWriter err = new StringWriter();
        CommandLine commandLine = KaylesCourseware.commandLine();
        commandLine.setErr(new PrintWriter(err, true));
        int status = OneLineErrors.report(new OutOfMemoryError("Java heap space"), commandLine.getSubcommands().get("outcome"),
                List.of("outcome", "kayles", "5"));
        Cli cli = new Cli(status, "", err.toString());
        assertOneLine(cli, ExitStatus.HEAP, "out of memory", TooLargeForHeap.megabytes(Runtime.getRuntime().maxMemory()) + " MB",
                "java -Xmx", "-jar kayles-courseware.jar outcome kayles 5");
    }

    @Test
    void anInternalErrorIsOneLineWithTheDebugHint() {
        StringWriter err = new StringWriter();
        CommandLine commandLine = KaylesCourseware.commandLine();
        commandLine.setErr(new PrintWriter(err, true));
        int status = OneLineErrors.report(new IllegalStateException("wrapped", new NullPointerException("the cause")),
                commandLine, List.of());
        assertOneLine(new Cli(status, "", err.toString()), ExitStatus.INTERNAL, "internal error: the cause",
                OneLineErrors.DEBUG + "=1");
    }

    @Test
    void aNormalPlayPositionTooLargeForTheHeapIsRefusedUpFront() throws Exception {
        Cli cli = inSmallHeap("outcome", "kayles", String.valueOf(OutcomeCommand.MAX_HEAP));
        assertOneLine(cli, ExitStatus.HEAP, "needs a heap of about", "this Java may use", "java -Xmx",
                "outcome kayles " + OutcomeCommand.MAX_HEAP);
    }

    @Test
    void aMisereSearchTooLargeForTheHeapIsRefusedUpFront() throws Exception {
        Cli cli = inSmallHeap("outcome", "kayles", "60", "--misere", "--max-total", "60");
        assertOneLine(cli, ExitStatus.HEAP, "misere search of 60", "java -Xmx");
    }

    @Test
    void aMisereQuotientThatOutgrowsTheHeapIsOneLine() throws Exception {
        // 32 MB: in 64 MB the trials' two-byte tables reach outcome's cap of 2,000 elements (exit 2) before the heap's end
        Cli cli = inHeap("32m", "outcome", "0.137", "500", "--misere");
        assertOneLine(cli, ExitStatus.HEAP, "misere quotient of 0.137", "java -Xmx");
    }

    @Test
    void aBenchSizeTooLargeForTheHeapIsRefusedUpFront() throws Exception {
        Cli cli = inSmallHeap("bench", "--only", "kayles-sparse-only", "--sizes", "20000000");
        assertOneLine(cli, ExitStatus.HEAP, "kayles-sparse-only at n = 20000000", "java -Xmx");
    }

    /** Issue 28, item 9: a build in a 32 MB heap was exit 6, "internal error", though the solver had said what did not fit. */
    @Test
    void aBuildInASmallHeapIsExitFourWithTheXmxAdvice() throws Exception {
        Path project = org.kaylescourseware.site.CourseBuild.smallCourse("small-heap");
        Cli cli = inHeap("32m", "build", "--project", project.toString(), "--output", project.resolve("site").toString());
        assertEquals(ExitStatus.HEAP, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("java -Xmx") && cli.err().contains("-jar kayles-courseware.jar build --project"), cli.err());
        assertFalse(cli.err().contains("internal error"), cli.err());
        assertNoTrace(cli.err());
        assertFalse(Files.exists(project.resolve("site")), "nothing published");
    }

    /** Found by hand: JBake refused the folder only after the whole computation, with a trace. */
    @Test
    void buildToAPathUnderAFileIsRefusedBeforeBuildingInOneLine() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine");
        Path project = projectWithHome();
        assertOneLine(Cli.run("build", "--project", project.toString(), "--output", file.resolve("site").toString()),
                ExitStatus.FILE, "cannot write to '" + file.resolve("site") + "'", "not a directory");
        assertEquals("mine", Files.readString(file));
    }

    @Test
    void aMissingProjectIsOneProblemLine() {
        Cli cli = Cli.run("build", "--project", dir.resolve("nowhere").toString());
        assertEquals(ExitStatus.FAILED, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("no content/ folder in " + dir.resolve("nowhere")), cli.err());
        assertNoTrace(cli.out() + cli.err());
    }

    @Test
    void aBrokenHeaderIsOneProblemLineNamingFileAndLine() throws IOException {
        Path project = projectWithHome();
        Files.writeString(project.resolve("content/lessons/broken.md"), "title Kayles\n~~~~~~\nText\n");
        Cli cli = Cli.run("build", "--project", project.toString(), "--output", dir.resolve("out").toString());
        assertEquals(ExitStatus.FAILED, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("broken.md:1: header line 'title Kayles' is not key=value"), cli.err());
        assertNoTrace(cli.out() + cli.err());
    }

    @Test
    void aMalformedRuleFileIsOneProblemLineNamingFileAndLine() throws IOException {
        Path project = projectWithHome();
        Files.writeString(project.resolve("content/games/x.yaml"), "id: x\nname: [\n");
        Cli cli = Cli.run("build", "--project", project.toString(), "--output", dir.resolve("out").toString());
        assertEquals(ExitStatus.FAILED, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("x.yaml:3: not valid YAML"), cli.err());
        assertNoTrace(cli.out() + cli.err());
    }

    @Test
    void theExitStatusesAreListedInEveryHelp() {
        for (String command : List.of("build", "serve", "worksheet", "grundy", "outcome", "bench")) {
            Cli cli = Cli.run(command, "--help");
            assertEquals(0, cli.exitCode());
            assertTrue(cli.out().contains("Exit status:"), command + ":\n" + cli.out());
            assertTrue(cli.out().contains("2") && cli.out().contains("invalid arguments"), command + ":\n" + cli.out());
        }
        assertTrue(Cli.run("--help").out().contains(OneLineErrors.DEBUG + "=1"));
    }

    private Path projectWithHome() throws IOException {
        Path project = dir.resolve("project");
        Files.createDirectories(project.resolve("content/lessons"));
        Files.createDirectories(project.resolve("content/games"));
        Files.createDirectories(project.resolve("templates"));
        Files.writeString(project.resolve("content/index.md"), "title=Home\ntype=home\nstatus=published\n~~~~~~\n\nHi\n");
        return project;
    }

    /** Runs the command line in a JVM of its own with a 64 MB heap. */
    private static Cli inSmallHeap(String... args) throws Exception {
        return inHeap("64m", args);
    }

    /** Runs the command line in a JVM of its own with the heap {@code -Xmx} names. */
    private static Cli inHeap(String heap, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-cp", System.getProperty("java.class.path"), KaylesCourseware.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "finished");
        return new Cli(process.exitValue(), "", err);
    }
}

package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.site.CourseBuild;
import picocli.CommandLine;

/** {@code serve} as a user runs it: bad ports refused before anything is touched, a hostile tree survived. */
class ServeCommandTest {

    @TempDir
    Path folder;

    /** A project with its sources and a site published by an earlier run, which a refused serve must leave alone. */
    private Path projectWithASite() throws IOException {
        Path project = folder.resolve("course");
        Files.createDirectories(project.resolve("content"));
        Files.createDirectories(project.resolve("templates"));
        Files.createDirectories(project.resolve("site"));
        Files.writeString(project.resolve("site/index.html"), "the site of an earlier build");
        return project;
    }

    /** Every file and folder under {@code root}, with the bytes of the files. */
    private static Map<String, String> tree(Path root) throws IOException {
        Map<String, String> tree = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.toList()) {
                tree.put(root.relativize(path).toString(), Files.isDirectory(path) ? "folder" : Files.readString(path));
            }
        }
        return tree;
    }

    @ParameterizedTest(name = "--port {0}")
    @ValueSource(strings = {"65536", "-1", "eighty", "99999999999"})
    void impossiblePortIsOneLineAndTouchesNothing(String port) throws IOException {
        Path project = projectWithASite();
        Map<String, String> before = tree(project);
        Cli serve = Cli.run("serve", "--project", project.toString(), "--port", port);
        assertEquals(2, serve.exitCode());
        assertEquals("", serve.out());
        assertEquals(List.of("Invalid value for option '--port': '" + port + "' is not a port; give 0..65535 in the digits 0-9 (0 picks any"
                + " free one) (see 'kayles-courseware serve --help')"), serve.err().lines().toList());
        assertEquals(before, tree(project));
    }

    @Test
    void takenPortIsOneLineAndLeavesTheSiteUntouched() throws IOException {
        Path project = projectWithASite();
        Map<String, String> before = tree(project);
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            Cli serve = Cli.run("serve", "--project", project.toString(), "--port", Integer.toString(port));
            assertEquals(ExitStatus.USAGE, serve.exitCode(), "a port that cannot be used is a bad argument");
            assertEquals(List.of("port " + port + " is in use on 127.0.0.1; pick another with --port or 0 for any free one"),
                    serve.err().lines().toList());
        }
        assertEquals(before, tree(project), "nothing built, nothing replaced");
    }

    @Test
    void projectWithoutSourcesIsOneLine() {
        Cli serve = Cli.run("serve", "--project", folder.toString(), "--port", "0");
        assertEquals(1, serve.exitCode());
        assertEquals(List.of("no content/ folder in " + folder.toAbsolutePath() + ": run the command in the course project,"
                + " or give --project"), serve.err().lines().toList());
    }

    @Test
    void hostileTreeChangedWhileServingKeepsTheLastGoodSite() throws Exception {
        Path project = CourseBuild.smallCourse("serve-hostile");
        Path lessons = project.resolve("content/lessons");
        RunningServe serve = new RunningServe(project);
        try {
            serve.await("the first build", () -> serve.log().contains("Built "));
            String good = serve.page("/lessons/kayles.html");
            assertTrue(good.contains("Kayles"), good);

            // files and folders that come and go faster than a build
            for (int i = 0; i < 60; i++) {
                Path flash = Files.createDirectories(lessons.resolve("flash-" + i + "/deeper"));
                Files.writeString(flash.resolve("note.md"), "no header");
                Files.writeString(lessons.resolve("flash-" + i + ".md"), "no header either");
                Thread.sleep(i % 7 == 0 ? 150 : 2);
                Files.delete(flash.resolve("note.md"));
                Files.delete(flash);
                Files.delete(flash.getParent());
                Files.delete(lessons.resolve("flash-" + i + ".md"));
                assertTrue(serve.page("/lessons/kayles.html").contains("Kayles"));
            }

            // a linked folder and a loop of links: the build refuses them, naming them; the server keeps the last good site
            Path elsewhere = Files.createDirectories(project.resolveSibling(project.getFileName() + "-elsewhere"));
            Files.writeString(elsewhere.resolve("stray.md"), "not part of the course");
            Path linked = Files.createSymbolicLink(lessons.resolve("linked"), elsewhere);
            Path loop = Files.createSymbolicLink(lessons.resolve("loop"), project.resolve("content"));
            serve.await("the links reported", () -> serve.log().contains(linked + ":1: a link to " + elsewhere + ", outside the project")
                    && serve.log().contains(loop + ":1: a link to the folder"));
            assertEquals(good, serve.page("/lessons/kayles.html"));
            Files.delete(linked);
            Files.delete(loop);

            // a broken lesson, reported as file:line: what is wrong, while a client sits silent on a connection
            try (Socket silent = new Socket(InetAddress.getLoopbackAddress(), serve.port())) {
                silent.getOutputStream().write("GET /index.html HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
                Path broken = lessons.resolve("broken.md");
                Files.writeString(broken, lesson("grundy-table game=kayles to=20 colums=12"));
                int line = Files.readAllLines(broken).indexOf("grundy-table game=kayles to=20 colums=12") + 1;
                serve.await("the broken lesson reported", () -> serve.log().contains(
                        broken + ":" + line + ": grundy-table: unknown argument 'colums'"));
                assertEquals(good, serve.page("/lessons/kayles.html"));
                assertEquals(404, serve.get("/lessons/broken.html").statusCode());

                // fixed: the next build publishes it
                Files.writeString(broken, lesson("grundy-table game=kayles to=20 columns=12"));
                serve.await("the fixed lesson served", () -> serve.status("/lessons/broken.html") == 200);
            }
            assertTrue(serve.page("/lessons/broken.html").contains("<table"), "the fixed lesson has its table");
            assertTrue(serve.page("/").contains("Broken, then fixed"), "and the home page lists it");
            serve.awaitIdle();
            assertFalse(serve.log().contains("\tat "), "no stack trace:\n" + serve.log());
            assertFalse(serve.log().contains("Rebuild failed"), "every failure was the build's own report:\n" + serve.log());
        } finally {
            serve.stop();
        }
    }

    private static String lesson(String directive) {
        return """
                title=Broken, then fixed
                type=lesson
                status=published
                order=50
                summary=A lesson with a mistake in its directive.
                ~~~~~~

                A table of values:

                ```solver
                %s
                ```
                """.formatted(directive);
    }

    /** {@code serve --port 0} on a thread of its own, everything it prints in one log, stopped by an interrupt as Ctrl-C would. */
    static final class RunningServe {

        private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        private static final Pattern ADDRESS = Pattern.compile("http://127\\.0\\.0\\.1:(\\d+)/");

        private final StringWriter log = new StringWriter();
        private final Thread thread;
        private volatile int exitCode = -1;
        private final int port;

        RunningServe(Path project) throws InterruptedException {
            PrintWriter console = new PrintWriter(log, true);
            CommandLine command = KaylesCourseware.commandLine().setOut(console).setErr(console);
            thread = new Thread(() -> exitCode = command.execute("serve", "--project", project.toString(), "--port", "0"),
                    "serve-under-test");
            thread.setDaemon(true);
            thread.start();
            await("the server's address", () -> ADDRESS.matcher(log()).find());
            Matcher address = ADDRESS.matcher(log());
            assertTrue(address.find());
            port = Integer.parseInt(address.group(1));
        }

        String log() {
            return log.toString();
        }

        int port() {
            return port;
        }

        /** Waits (generously: a first build on a busy machine) until {@code condition} holds. */
        void await(String what, BooleanSupplier condition) throws InterruptedException {
            long deadline = System.nanoTime() + Duration.ofMinutes(4).toNanos();
            while (!condition.getAsBoolean()) {
                assertTrue(thread.isAlive(), "serve ended (exit code " + exitCode + ") waiting for " + what + ":\n" + log());
                assertTrue(System.nanoTime() < deadline, "waited 4 minutes for " + what + ":\n" + log());
                Thread.sleep(50);
            }
        }

        /** Waits until every build begun has ended and none begins for a second. */
        void awaitIdle() throws InterruptedException {
            await("the last rebuild", () -> {
                if (begun() != ended()) {
                    return false;
                }
                int ended = ended();
                sleepQuietly(1_000);
                return begun() == ended && ended() == ended;
            });
        }

        private int begun() {
            return 1 + count("Change detected, rebuilding...");
        }

        private int ended() {
            return count("Built ") + count("Build failed;") + count("Rebuild failed:");
        }

        private int count(String text) {
            return (int) log().lines().filter(line -> line.startsWith(text)).count();
        }

        HttpResponse<String> get(String path) throws IOException, InterruptedException {
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                    .header("Accept", "text/html").timeout(Duration.ofSeconds(10)).build();
            return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
        }

        /** The page at {@code path}, which must be there. */
        String page(String path) throws IOException, InterruptedException {
            HttpResponse<String> response = get(path);
            assertEquals(200, response.statusCode(), path);
            return response.body();
        }

        int status(String path) {
            try {
                return get(path).statusCode();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -1;
            }
        }

        private static void sleepQuietly(long millis) {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        void stop() throws InterruptedException {
            awaitIdle(); // an interrupt is for the watching, not for a build under way
            thread.interrupt();
            thread.join(Duration.ofMinutes(1).toMillis());
            assertFalse(thread.isAlive(), "serve stops when interrupted");
            assertEquals(0, exitCode, log());
        }
    }
}

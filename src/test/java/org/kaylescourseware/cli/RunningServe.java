package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/** {@code serve --port 0} on a thread of its own, everything it prints in one log, stopped by an interrupt as Ctrl-C would. */
final class RunningServe {

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

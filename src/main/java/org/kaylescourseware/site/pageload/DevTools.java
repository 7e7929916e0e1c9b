package org.kaylescourseware.site.pageload;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.kaylescourseware.site.publish.FolderTree;

/**
 * A headless Chromium driven through its DevTools protocol (the JSON messages of
 * chromedevtools.github.io/devtools-protocol, over the WebSocket Java's HTTP client speaks): commands
 * with their results, and every event to one listener. Started with a profile of its own in a
 * temporary folder, which {@link #close} deletes with the process.
 */
final class DevTools implements AutoCloseable {

    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");
    private static final long TIMEOUT_SECONDS = 120;

    private final ObjectMapper json = new ObjectMapper();
    private final Process chromium;
    private final Path profile;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> waiting = new ConcurrentHashMap<>();
    private volatile Consumer<JsonNode> events = event -> { };

    private DevTools(Process chromium, Path profile, URI address) {
        this.chromium = chromium;
        this.profile = profile;
        this.socket = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(address, new Messages()).join();
    }

    /** Starts {@code executable} headless, with the window size pages are measured at. */
    static DevTools start(Path executable) {
        try {
            Path profile = Files.createTempDirectory("kayles-pageload-");
            Process process = new ProcessBuilder(List.of(executable.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                    "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--no-first-run", "--remote-debugging-port=0", "--user-data-dir=" + profile, "--window-size=1280,900",
                    "about:blank")).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return new DevTools(process, profile, URI.create(address(process)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + executable + ": " + e.getMessage(), e);
        }
    }

    /** The browser's WebSocket address, from the line Chromium prints on its error stream when it listens. */
    private static String address(Process process) throws IOException {
        BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
        for (String line = err.readLine(); line != null; line = err.readLine()) {
            Matcher listening = LISTENING.matcher(line);
            if (listening.find()) {
                Thread drain = new Thread(() -> err.lines().forEach(rest -> { }), "chromium-stderr");
                drain.setDaemon(true);
                drain.start();
                return listening.group(1);
            }
        }
        throw new IOException("Chromium stopped before it listened for DevTools (exit status " + process.exitValue() + ")");
    }

    /** Every event from now on goes to {@code listener}, and only to it. */
    void onEvent(Consumer<JsonNode> listener) {
        events = listener;
    }

    /** Runs {@code method} in {@code session} (null: the browser) and returns its result. */
    JsonNode send(String method, Map<String, ?> params, String session) {
        int id = ids.incrementAndGet();
        ObjectNode message = json.createObjectNode().put("id", id).put("method", method);
        message.set("params", json.valueToTree(params));
        if (session != null) {
            message.put("sessionId", session);
        }
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        waiting.put(id, answer);
        socket.sendText(message.toString(), true).join();
        try {
            JsonNode reply = answer.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (reply.has("error")) {
                throw new IllegalStateException(method + ": " + reply.get("error").path("message").asText());
            }
            return reply.path("result");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted waiting for " + method, e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("Chromium did not answer " + method + " in " + TIMEOUT_SECONDS + " s", e);
        } finally {
            waiting.remove(id);
        }
    }

    @Override
    public void close() {
        socket.abort();
        // the chromium command may be a launcher script: the browser is its child, and its own children write the
        // profile until they exit, so every one is stopped and waited for before the profile is deleted
        List<ProcessHandle> processes = Stream.concat(chromium.descendants(), Stream.of(chromium.toHandle())).toList();
        processes.forEach(ProcessHandle::destroy);
        for (ProcessHandle process : processes) {
            try {
                process.onExit().get(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (ExecutionException | TimeoutException e) {
                process.destroyForcibly();
            }
        }
        FolderTree.delete(profile);
    }

    /** Puts a message's fragments together and hands it to the command waiting for it, or to the listener. */
    private final class Messages implements WebSocket.Listener {

        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence fragment, boolean last) {
            text.append(fragment);
            if (last) {
                JsonNode message;
                try {
                    message = json.readTree(text.toString());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                text.setLength(0);
                CompletableFuture<JsonNode> answer = message.has("id") ? waiting.get(message.get("id").asInt()) : null;
                if (answer != null) {
                    answer.complete(message);
                } else if (message.has("method")) {
                    events.accept(message);
                }
            }
            webSocket.request(1);
            return null;
        }
    }
}

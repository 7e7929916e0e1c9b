package org.kaylescourseware.site.preview;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Live reload as the server sends it (issue 33): the script put into pages as they are sent and
 * never into the files, each page's stamp, and the build events on a stream that no deadline for
 * slow clients cuts. The browser's side is {@code LiveReloadInBrowserTest}.
 */
class LiveReloadTest {

    private static final String PAGE = "<!DOCTYPE html><html><head><title>Kayles</title></head><body><p>Kayles</p></body></html>";

    @TempDir
    Path project;

    private Path site() throws IOException {
        Path site = Files.createDirectories(project.resolve("site/css"));
        Files.writeString(project.resolve("site/index.html"), PAGE);
        Files.writeString(site.resolve("site.css"), "body { margin: 0 }");
        return project.resolve("site");
    }

    @Test
    void pageIsSentWithTheScriptBeforeItsBodyEndsAndTheFileIsLeftAsItWas() throws Exception {
        Path site = site();
        try (PreviewServer server = PreviewServer.start(site, 0, new LiveReload())) {
            HttpResponse<String> page = PreviewServerTest.get(server, "/");
            Element script = Jsoup.parse(page.body()).selectFirst("body > script:last-child");
            assertEquals(LiveReload.SCRIPT_PATH, script.attr("src"));
            // the page's stamp is the start of the SHA-256 of its bytes as published, computed here on its own
            String stamp = '"' + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(PAGE.getBytes(UTF_8)), 0, 8) + '"';
            assertEquals(stamp, script.attr("data-page"));
            assertEquals(stamp, page.headers().firstValue("ETag").orElseThrow());
            assertEquals(PAGE, Files.readString(site.resolve("index.html")), "the published file has no script");
            HttpResponse<String> js = PreviewServerTest.get(server, LiveReload.SCRIPT_PATH);
            assertEquals("text/javascript; charset=utf-8", js.headers().firstValue("Content-Type").orElseThrow());
            assertTrue(js.body().contains("new EventSource('" + LiveReload.EVENTS_PATH + "')"), js.body());
            assertEquals("body { margin: 0 }", PreviewServerTest.get(server, "/css/site.css").body(), "only pages get the script");
        }
    }

    @Test
    void withoutLiveReloadPagesAreSentAsTheyAreAndItsPathsAreNotFound() throws Exception {
        try (PreviewServer server = PreviewServer.start(site(), 0)) {
            assertEquals(PAGE, PreviewServerTest.get(server, "/").body());
            assertEquals(404, PreviewServerTest.get(server, LiveReload.SCRIPT_PATH).statusCode());
            assertEquals(404, PreviewServerTest.get(server, LiveReload.EVENTS_PATH).statusCode());
        }
    }

    @Test
    void pageStampChangesWithItsBytesAndOnlyThen() throws Exception {
        Path site = site();
        try (PreviewServer server = PreviewServer.start(site, 0, new LiveReload())) {
            String first = PreviewServerTest.request(server, "HEAD", "/", "text/html").headers().firstValue("ETag").orElseThrow();
            assertEquals(first, PreviewServerTest.request(server, "HEAD", "/", "text/html").headers().firstValue("ETag").orElseThrow());
            Files.writeString(site.resolve("index.html"), PAGE.replace("Kayles</p>", "Kayles, edited</p>"));
            String second = PreviewServerTest.request(server, "HEAD", "/", "text/html").headers().firstValue("ETag").orElseThrow();
            assertFalse(first.equals(second), first + " for two different pages");
        }
    }

    @Test
    void eventStreamTellsEachBuildAndOutlivesTheDeadlineOfSlowClients() throws Exception {
        LiveReload reload = new LiveReload();
        try (PreviewServer server = PreviewServer.start(site(), 0, reload);
                Socket events = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            events.setSoTimeout(30_000);
            events.getOutputStream().write(("GET " + LiveReload.EVENTS_PATH + " HTTP/1.1\r\nHost: a\r\n\r\n").getBytes(US_ASCII));
            BufferedReader stream = new BufferedReader(new InputStreamReader(events.getInputStream(), UTF_8));
            assertEquals("HTTP/1.1 200 OK", stream.readLine());
            assertTrue(readUntilBlank(stream).contains("Content-Type: text/event-stream"));
            assertTrue(readUntilBlank(stream).startsWith("event: built\ndata: "), "the last build's outcome at once");

            Thread.sleep(Connection.HEAD_NANOS / 1_000_000 + 1_500); // past the deadline that drops a silent client
            reload.failed(List.of("content/lessons/kayles.md:12: grundy-table: unknown argument 'colums'", "content/games/x.yaml:3: bad"));
            assertEquals("event: failed\ndata: content/lessons/kayles.md:12: grundy-table: unknown argument 'colums'\n"
                    + "data: content/games/x.yaml:3: bad\n", readUntilBlank(stream));
            reload.published();
            assertTrue(readUntilBlank(stream).startsWith("event: built\ndata: "));
            reload.crashed(new IllegalStateException("a bug\nsecond line"));
            assertEquals("event: failed\ndata: Rebuild failed: IllegalStateException: a bug; still serving the last good site.\n",
                    readUntilBlank(stream), "a rebuild that threw is shown as the console says it");
        }
    }

    /** The lines up to the next blank one, each ending in a newline (one event, or a response head). */
    private static String readUntilBlank(BufferedReader reader) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (String line = reader.readLine(); line != null && !line.isEmpty(); line = reader.readLine()) {
            lines.append(line).append('\n');
        }
        return lines.toString();
    }
}

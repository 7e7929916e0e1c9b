package org.kaylescourseware.site.preview;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The preview server on its own, serving small folders written by each test. */
class PreviewServerTest {

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @TempDir
    Path project;

    private Path site() throws IOException {
        Path site = Files.createDirectories(project.resolve("site/lessons"));
        Files.writeString(project.resolve("site/index.html"), "<p>home</p>");
        Files.writeString(site.resolve("kayles.html"), "<p>Kayles</p>");
        Files.writeString(project.resolve("secret.txt"), "not for the web");
        return project.resolve("site");
    }

    static HttpResponse<String> request(PreviewServer server, String method, String path, String accept)
            throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody()).header("Accept", accept)
                .timeout(Duration.ofSeconds(20)).build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> get(PreviewServer server, String path) throws IOException, InterruptedException {
        return request(server, "GET", path, "text/html,*/*");
    }

    /** The status line the server answers to {@code target} sent as it is, byte for byte (no client tidies it). */
    private static String statusLineFor(PreviewServer server, String target) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            socket.setSoTimeout(20_000);
            socket.getOutputStream().write(("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                    .getBytes(US_ASCII));
            return new BufferedReader(new InputStreamReader(socket.getInputStream(), US_ASCII)).readLine();
        }
    }

    @Test
    void servesTheSiteFolder() throws Exception {
        try (PreviewServer server = PreviewServer.start(site(), 0)) {
            HttpResponse<String> home = get(server, "/");
            assertEquals(200, home.statusCode());
            assertEquals("<p>home</p>", home.body());
            assertEquals("text/html; charset=utf-8", home.headers().firstValue("Content-Type").orElseThrow());
            assertEquals("<p>Kayles</p>", get(server, "/lessons/kayles.html").body());
        }
    }

    @ParameterizedTest(name = "GET {0}")
    @ValueSource(strings = {"/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/lessons/../../secret.txt",
        "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/lessons/%2e%2e/%2e%2e/secret.txt", "/..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc/passwd",
        "/%00secret.txt", "//secret.txt"})
    void pathThatLeavesTheSiteIsNotFound(String target) throws Exception {
        try (PreviewServer server = PreviewServer.start(site(), 0)) {
            assertEquals("HTTP/1.1 404 Not Found", statusLineFor(server, target));
        }
    }

    @Test
    void linkInsideTheSiteIsServedOnlyWhenItsRealPathIsInsideToo() throws Exception {
        Path site = site();
        Files.createSymbolicLink(site.resolve("leak.txt"), Path.of("../secret.txt"));
        Files.createSymbolicLink(site.resolve("everything"), project);
        Files.createSymbolicLink(site.resolve("home.html"), Path.of("index.html"));
        try (PreviewServer server = PreviewServer.start(site, 0)) {
            assertEquals(404, get(server, "/leak.txt").statusCode());
            assertEquals(404, get(server, "/everything/secret.txt").statusCode());
            assertEquals(404, get(server, "/everything/").statusCode());
            assertEquals(404, get(server, "/everything").statusCode());
            assertFalse(get(server, "/leak.txt").body().contains("not for the web"));
            assertEquals("<p>home</p>", get(server, "/home.html").body(), "a link to a page of the site is that page");
        }
    }

    @Test
    void publishedLinkIsFollowedToItsCurrentVersionOnEveryRequest() throws Exception {
        // the layout a build publishes: site -> .site-builds/<version>, the link replaced by one rename
        Path first = Files.createDirectories(project.resolve(".site-builds/v1"));
        Path second = Files.createDirectories(project.resolve(".site-builds/v2"));
        Files.writeString(first.resolve("index.html"), "first");
        Files.writeString(first.resolve("gone.html"), "only in the first version");
        Files.writeString(second.resolve("index.html"), "second");
        Files.createSymbolicLink(second.resolve("gone.html"), Path.of("../v1/gone.html"));
        Path site = project.resolve("site");
        Files.createSymbolicLink(site, Path.of(".site-builds/v1"));
        try (PreviewServer server = PreviewServer.start(site, 0)) {
            assertEquals("first", get(server, "/").body());
            assertEquals(200, get(server, "/gone.html").statusCode());

            Path link = Files.createSymbolicLink(project.resolve("site-next"), Path.of(".site-builds/v2"));
            Files.move(link, site, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            assertEquals("second", get(server, "/").body());
            assertEquals(404, get(server, "/gone.html").statusCode(), "the old version is outside the site now");
        }
    }

    @ParameterizedTest(name = "GET {0}")
    @ValueSource(strings = {"/.kayles-courseware", "/%2ekayles-courseware", "/lessons/.notes.txt", "/.hidden/page.html",
        "/.hidden/", "/lessons/../.kayles-courseware", "/shown.html"})
    void dotFileIsNeverServedNorALinkToOne(String target) throws Exception {
        Path site = site();
        Files.writeString(site.resolve(".kayles-courseware"), "the output folder's mark");
        Files.writeString(site.resolve("lessons/.notes.txt"), "a draft");
        Files.createDirectories(site.resolve(".hidden"));
        Files.writeString(site.resolve(".hidden/page.html"), "hidden");
        Files.writeString(site.resolve(".hidden/index.html"), "hidden");
        Files.createSymbolicLink(site.resolve("shown.html"), Path.of(".hidden/page.html"));
        try (PreviewServer server = PreviewServer.start(site, 0)) {
            assertEquals("HTTP/1.1 404 Not Found", statusLineFor(server, target));
        }
    }

    /** Two requests sent at once on one connection (HTTP/1.1 pipelining) are answered in order on it, then it closes. */
    @Test
    void keptAliveConnectionAnswersRequestsInTheOrderSent() throws Exception {
        try (PreviewServer server = PreviewServer.start(site(), 0); Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            socket.setSoTimeout(20_000);
            socket.getOutputStream().write(("GET /index.html HTTP/1.1\r\nHost: a\r\n\r\n"
                    + "GET /lessons/kayles.html HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n").getBytes(US_ASCII));
            String answers = new String(socket.getInputStream().readAllBytes(), US_ASCII);
            assertTrue(answers.startsWith("HTTP/1.1 200 OK\r\n"), answers);
            assertTrue(answers.indexOf("<p>home</p>") < answers.indexOf("<p>Kayles</p>"), answers);
            assertTrue(answers.contains("Connection: keep-alive") && answers.endsWith("\r\n\r\n<p>Kayles</p>"), answers);
        }
    }

    @Test
    void headLongerThanTheLimitIsRefused() throws Exception {
        try (PreviewServer server = PreviewServer.start(site(), 0)) {
            assertEquals("HTTP/1.1 431 Request Header Fields Too Large", statusLineFor(server, "/" + "a".repeat(RequestHead.MAX_BYTES)));
            assertEquals("HTTP/1.1 400 Bad Request", statusLineFor(server, "/a b"));
        }
    }

    @Test
    void readsFilesAfreshSoARebuiltSiteIsServed() throws Exception {
        Path site = Files.createDirectories(project.resolve("site"));
        Files.writeString(site.resolve("index.html"), "old");
        try (PreviewServer server = PreviewServer.start(site, 0)) {
            assertEquals("old", get(server, "/index.html").body());
            Files.writeString(site.resolve("index.html"), "new");
            assertEquals("new", get(server, "/index.html").body());
        }
    }

    @ParameterizedTest(name = "{0} is refused")
    @ValueSource(strings = {"POST", "PUT", "DELETE", "PATCH", "OPTIONS"})
    void onlyGetAndHeadAreAnswered(String method) throws Exception {
        try (PreviewServer server = PreviewServer.start(site(), 0)) {
            HttpResponse<String> response = request(server, method, "/index.html", "*/*");
            assertEquals(405, response.statusCode());
            assertEquals("GET, HEAD", response.headers().firstValue("Allow").orElseThrow());
        }
    }

    @Test
    void headSaysTypeAndLengthAndSendsNoBody() throws Exception {
        try (PreviewServer server = PreviewServer.start(site(), 0)) {
            HttpResponse<String> head = request(server, "HEAD", "/lessons/kayles.html", "*/*");
            assertEquals(200, head.statusCode());
            assertEquals("", head.body());
            assertEquals("text/html; charset=utf-8", head.headers().firstValue("Content-Type").orElseThrow());
            assertEquals("<p>Kayles</p>".length(), head.headers().firstValueAsLong("Content-Length").orElseThrow());
            assertEquals(404, request(server, "HEAD", "/missing.html", "*/*").statusCode());
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "page.html, text/html; charset=utf-8",
        "site.css, text/css; charset=utf-8",
        "board.js, text/javascript; charset=utf-8",
        "chart.svg, image/svg+xml",
        "figure.png, image/png",
        "photo.JPG, image/jpeg",
        "KaTeX_Main-Regular.woff2, font/woff2",
        "KaTeX_Main-Regular.woff, font/woff",
        "KaTeX_Main-Regular.ttf, font/ttf",
        "board.json, application/json",
        "worksheet.pdf, application/pdf",
        "sitemap.xml, application/xml",
        "notes.txt, text/plain; charset=utf-8",
        "favicon.ico, image/vnd.microsoft.icon",
        "archive.bin, application/octet-stream",
    })
    void contentTypeOfEachKindOfFileTheSiteHas(String name, String type) throws Exception {
        Path site = site();
        Files.write(site.resolve(name), new byte[] {1, 2, 3});
        try (PreviewServer server = PreviewServer.start(site, 0)) {
            HttpResponse<String> response = get(server, "/" + name);
            assertEquals(200, response.statusCode());
            assertEquals(type, response.headers().firstValue("Content-Type").orElseThrow());
        }
    }

    @Test
    void missingPageIsAPageThatSaysSoAndLeadsHome() throws Exception {
        try (PreviewServer server = PreviewServer.start(site(), 0)) {
            HttpResponse<String> response = get(server, "/lessons/%3Cscript%3Ealert(1)%3C/script%3E.html");
            assertEquals(404, response.statusCode());
            assertEquals("text/html; charset=utf-8", response.headers().firstValue("Content-Type").orElseThrow());
            Document page = Jsoup.parse(response.body());
            assertEquals("Not found", page.title());
            assertEquals("Not found", page.selectFirst("h1").text());
            assertEquals("/", page.selectFirst("a").attr("href"));
            assertEquals("/lessons/<script>alert(1)</script>.html", page.selectFirst("code").text());
            assertTrue(page.select("script").isEmpty(), "the path is shown, never run");
        }
    }

    @Test
    void missingPageIsTheSitesOwn404PageWhenItHasOne() throws Exception {
        Path site = site();
        Files.writeString(site.resolve(NotFoundPage.SITE_PAGE), "<!DOCTYPE html><title>Page not found</title><h1>Styled</h1>");
        try (PreviewServer server = PreviewServer.start(site, 0)) {
            HttpResponse<String> response = get(server, "/lessons/gone.html");
            assertEquals(404, response.statusCode());
            assertEquals("text/html; charset=utf-8", response.headers().firstValue("Content-Type").orElseThrow());
            assertEquals("Styled", Jsoup.parse(response.body()).selectFirst("h1").text());
            assertEquals("not found: /css/gone.css\n", request(server, "GET", "/css/gone.css", "text/css").body());
        }
    }

    @Test
    void missingAssetIsALineOfText() throws Exception {
        try (PreviewServer server = PreviewServer.start(site(), 0)) {
            HttpResponse<String> response = request(server, "GET", "/css/missing.css", "text/css,*/*;q=0.1");
            assertEquals(404, response.statusCode());
            assertEquals("text/plain; charset=utf-8", response.headers().firstValue("Content-Type").orElseThrow());
            assertEquals("not found: /css/missing.css\n", response.body());
        }
    }

    @Test
    void folderWithoutItsSlashRedirectsToItsIndex() throws Exception {
        Path site = site();
        Files.writeString(site.resolve("lessons/index.html"), "<p>lessons</p>");
        try (PreviewServer server = PreviewServer.start(site, 0)) {
            HttpResponse<String> redirect = get(server, "/lessons");
            assertEquals(301, redirect.statusCode());
            assertEquals("/lessons/", redirect.headers().firstValue("Location").orElseThrow());
            assertEquals("<p>lessons</p>", get(server, "/lessons/").body());
        }
    }

    @Test
    void siteNotBuiltYetIsNotFoundUntilItIs() throws Exception {
        Path site = project.resolve("site");
        try (PreviewServer server = PreviewServer.start(site, 0)) {
            assertEquals(404, get(server, "/").statusCode());
            Files.createDirectories(site);
            Files.writeString(site.resolve("index.html"), "built");
            assertEquals("built", get(server, "/").body());
        }
    }
}

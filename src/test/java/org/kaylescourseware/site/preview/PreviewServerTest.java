package org.kaylescourseware.site.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PreviewServerTest {

    @TempDir
    Path project;

    private static HttpResponse<String> get(PreviewServer server, String path) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void servesTheSiteFolderAndNothingOutsideIt() throws Exception {
        Path site = Files.createDirectories(project.resolve("site/lessons"));
        Files.writeString(project.resolve("site/index.html"), "<p>home</p>");
        Files.writeString(site.resolve("kayles.html"), "<p>Kayles</p>");
        Files.writeString(project.resolve("secret.txt"), "not for the web");
        try (PreviewServer server = PreviewServer.start(project.resolve("site"), 0)) {
            HttpResponse<String> home = get(server, "/");
            assertEquals(200, home.statusCode());
            assertEquals("<p>home</p>", home.body());
            assertEquals("text/html; charset=utf-8", home.headers().firstValue("Content-Type").orElseThrow());
            assertEquals("<p>Kayles</p>", get(server, "/lessons/kayles.html").body());
            assertEquals(404, get(server, "/lessons/missing.html").statusCode());
            assertEquals(404, get(server, "/../secret.txt").statusCode());
            assertEquals(404, get(server, "/%2e%2e/secret.txt").statusCode());
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
}

package org.kaylescourseware.site.preview;

import freemarker.core.HTMLOutputFormat;
import java.nio.charset.StandardCharsets;

/**
 * What the preview answers for a path the site does not have: the site's own 404 page ({@link #SITE_PAGE},
 * or a small page that says so and leads home when the site has none) when a browser asked for a page,
 * a line of text when it asked for a stylesheet, script or image.
 */
public final class NotFoundPage {

    /** The site's own not-found page, styled like its other pages, which the build writes at the site's root. */
    public static final String SITE_PAGE = "404.html";
    static final String TEXT_TYPE = "text/plain; charset=utf-8";
    static final String HTML_TYPE = "text/html; charset=utf-8";

    private NotFoundPage() {
    }

    /** Whether a request for {@code path} with this Accept header wants a page (rather than an asset). */
    static boolean wantsPage(String path, String accept) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        String extension = MediaTypes.extension(name);
        return extension.isEmpty() || extension.equals("html") || extension.equals("htm")
                || accept != null && accept.contains("text/html");
    }

    /** The page for the missing {@code path}; the site's own stylesheet, if it has one, styles it. */
    static byte[] html(String path) {
        return ("""
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>Not found</title>
                <link rel="stylesheet" href="/css/site.css">
                </head>
                <body>
                <main>
                <h1>Not found</h1>
                <p>This site has no page at <code>%s</code>.</p>
                <p><a href="/">Go to the home page</a></p>
                </main>
                </body>
                </html>
                """).formatted(escaped(path)).getBytes(StandardCharsets.UTF_8);
    }

    static byte[] text(String path) {
        return ("not found: " + path + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /** {@code text} with the characters that mean something in HTML written as references, as the templates escape. */
    private static String escaped(String text) {
        return HTMLOutputFormat.INSTANCE.escapePlainText(text);
    }
}

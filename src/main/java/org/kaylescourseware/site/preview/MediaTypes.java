package org.kaylescourseware.site.preview;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/** The Content-Type of each kind of file a site holds, by file name extension. */
final class MediaTypes {

    /** What a browser does with bytes it cannot name: offer to save them. */
    static final String UNKNOWN = "application/octet-stream";

    private static final Map<String, String> BY_EXTENSION = Map.ofEntries(
            Map.entry("html", "text/html; charset=utf-8"),
            Map.entry("css", "text/css; charset=utf-8"),
            Map.entry("js", "text/javascript; charset=utf-8"),
            Map.entry("json", "application/json"),
            Map.entry("xml", "application/xml"),
            Map.entry("txt", "text/plain; charset=utf-8"),
            Map.entry("svg", "image/svg+xml"),
            Map.entry("png", "image/png"),
            Map.entry("jpg", "image/jpeg"),
            Map.entry("jpeg", "image/jpeg"),
            Map.entry("gif", "image/gif"),
            Map.entry("webp", "image/webp"),
            Map.entry("ico", "image/vnd.microsoft.icon"),
            Map.entry("pdf", "application/pdf"),
            Map.entry("woff2", "font/woff2"),
            Map.entry("woff", "font/woff"),
            Map.entry("ttf", "font/ttf"));

    private MediaTypes() {
    }

    /** The Content-Type of {@code file}, {@link #UNKNOWN} for an extension a site does not use. */
    static String of(Path file) {
        return BY_EXTENSION.getOrDefault(extension(file.getFileName().toString()), UNKNOWN);
    }

    /** What follows the last dot of {@code name}, in lower case; empty if there is no dot. */
    static String extension(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}

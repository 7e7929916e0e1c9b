package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The pages as {@code serve} sends them with live reload: each with the {@link LiveReload} script
 * put before its {@code </body>}, carrying the stamp of the page's own bytes (also its ETag, which the
 * script asks for after a build) and the stamp of the site's other files (its stylesheets, scripts,
 * fonts and images), so that a page reloads when its output changed and only then.
 */
final class LivePages {

    private static final Pattern BODY_END = Pattern.compile("(?i)</body\\s*>");
    private static final byte[] SCRIPT = LiveReload.script();

    private final LiveReload reload;
    private Path stampedRoot;
    private String assetsStamp = "";

    LivePages(LiveReload reload) {
        this.reload = reload;
    }

    LiveReload reload() {
        return reload;
    }

    /** The page {@code html} with the script in it, tagged with its stamp. */
    Reply page(RequestHead request, int status, byte[] html, Path root) {
        String etag = '"' + stamp(html) + '"';
        String tag = "<script src=\"" + LiveReload.SCRIPT_PATH + "\" data-page=\"" + (status == 200 ? etag.replace("\"", "&quot;") : "")
                + "\" data-assets=\"" + assetsStamp(root) + "\"></script>\n";
        String text = new String(html, StandardCharsets.UTF_8);
        Matcher end = BODY_END.matcher(text);
        int at = text.length();
        while (end.find()) {
            at = end.start(); // the last </body>: one in the text of a page (in a code sample) comes before it
        }
        byte[] body = (text.substring(0, at) + tag + text.substring(at)).getBytes(StandardCharsets.UTF_8);
        return Reply.of(request, status, NotFoundPage.HTML_TYPE, body, status == 200 ? Map.of("ETag", etag) : Map.of());
    }

    Reply script(RequestHead request) {
        return Reply.of(request, 200, MediaTypes.of(Path.of(LiveReload.SCRIPT_PATH)), SCRIPT, Map.of());
    }

    /** The event stream: its head and the last build's outcome at once, then each build's as it comes. */
    Reply events(RequestHead request, Path root) {
        return Reply.stream(request, event(reload.status(), root));
    }

    byte[] event(LiveReload.Status status, Path root) {
        return LiveReload.event(status, assetsStamp(root));
    }

    /** The stamp of every file of the published site but its pages and hidden files, computed once for each version published. */
    String assetsStamp(Path root) {
        if (root == null || root.equals(stampedRoot)) {
            return assetsStamp;
        }
        MessageDigest digest = sha256();
        try (Stream<Path> files = Files.walk(root)) {
            // hidden files (the output's mark, the build's stamp of its sources) are never served, so they change no page
            List<Path> assets = files.filter(Files::isRegularFile).filter(file -> !SiteFolder.hidden(root.relativize(file)))
                    .filter(file -> !file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".html")).sorted().toList();
            for (Path asset : assets) {
                digest.update(root.relativize(asset).toString().getBytes(StandardCharsets.UTF_8));
                digest.update(Files.readAllBytes(asset));
            }
        } catch (IOException | UncheckedIOException e) {
            return ""; // a version deleted while it was read: the next request stamps the new one
        }
        stampedRoot = root;
        assetsStamp = HexFormat.of().formatHex(digest.digest(), 0, 8);
        return assetsStamp;
    }

    private static String stamp(byte[] bytes) {
        return HexFormat.of().formatHex(sha256().digest(bytes), 0, 8);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}

package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;

/**
 * What the preview answers to a request, whatever the connection it came on: a file of the site as it
 * is published now, a redirect to a folder's slash, a 404 (the site's own page when it has one), or a
 * 405 for anything but GET and HEAD.
 */
final class SiteAnswers {

    private final SiteFolder site;

    SiteAnswers(Path site) {
        this.site = new SiteFolder(site);
    }

    Reply answer(RequestHead request) throws IOException {
        if (!request.method().equals("GET") && !request.method().equals("HEAD")) {
            return Reply.of(request, 405, NotFoundPage.TEXT_TYPE, "only GET and HEAD\n".getBytes(StandardCharsets.UTF_8),
                    Map.of("Allow", "GET, HEAD"));
        }
        String path = request.path();
        // twice at most: a rebuild may delete the version looked up before its file is opened; the new version has it
        for (int attempt = 0; attempt < 2; attempt++) {
            SiteFolder.Lookup lookup = site.lookup(path);
            if (lookup instanceof SiteFolder.Redirect redirect) {
                return Reply.of(request, 301, NotFoundPage.TEXT_TYPE,
                        ("see " + redirect.location() + "\n").getBytes(StandardCharsets.UTF_8), Map.of("Location", redirect.location()));
            }
            if (!(lookup instanceof SiteFolder.Found found)) {
                break;
            }
            try {
                FileChannel file = FileChannel.open(found.file());
                return Reply.file(request, MediaTypes.of(found.file()), file, file.size());
            } catch (NoSuchFileException gone) {
                // looked up again
            }
        }
        return notFound(request);
    }

    /** The site's own styled 404 page when it has one (the build writes {@code 404.html}), else a plain one. */
    private Reply notFound(RequestHead request) throws IOException {
        String path = request.path();
        if (!NotFoundPage.wantsPage(path, request.accept())) {
            return Reply.of(request, 404, NotFoundPage.TEXT_TYPE, NotFoundPage.text(path), Map.of());
        }
        byte[] page = null;
        if (site.lookup("/" + NotFoundPage.SITE_PAGE) instanceof SiteFolder.Found found) {
            try {
                page = Files.readAllBytes(found.file());
            } catch (NoSuchFileException e) {
                page = null;
            }
        }
        return Reply.of(request, 404, NotFoundPage.HTML_TYPE, page != null ? page : NotFoundPage.html(path), Map.of());
    }
}

package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * What the preview answers to a request, whatever the connection it came on: a file of the site as it
 * is published now, a redirect to a folder's slash, a 404 (the site's own page when it has one), or a
 * 405 for anything but GET and HEAD. With live reload, pages get its script and the script and the
 * build events are served too.
 */
final class SiteAnswers {

    /** A page larger than this is sent as it is, from the disk, without the live reload script. */
    private static final long LARGEST_LIVE_PAGE = 8L << 20;

    private final SiteFolder site;
    private final Optional<LivePages> live;

    SiteAnswers(Path site, Optional<LiveReload> reload) {
        this.site = new SiteFolder(site);
        this.live = reload.map(LivePages::new);
    }

    Optional<LivePages> live() {
        return live;
    }

    /** The site's real root now; null before anything is published. */
    Path root() {
        return site.root().orElse(null);
    }

    Reply answer(RequestHead request) throws IOException {
        if (!request.method().equals("GET") && !request.method().equals("HEAD")) {
            return Reply.of(request, 405, NotFoundPage.TEXT_TYPE, "only GET and HEAD\n".getBytes(StandardCharsets.UTF_8),
                    Map.of("Allow", "GET, HEAD"));
        }
        String path = request.path();
        if (live.isPresent() && path.equals(LiveReload.SCRIPT_PATH)) {
            return live.get().script(request);
        }
        if (live.isPresent() && path.equals(LiveReload.EVENTS_PATH)) {
            return live.get().events(request, root());
        }
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
                return file(request, found.file());
            } catch (NoSuchFileException gone) {
                // looked up again
            }
        }
        return notFound(request);
    }

    private Reply file(RequestHead request, Path found) throws IOException {
        FileChannel file = FileChannel.open(found);
        try {
            long size = file.size();
            if (live.isPresent() && MediaTypes.of(found).equals(NotFoundPage.HTML_TYPE) && size <= LARGEST_LIVE_PAGE) {
                try (file) {
                    return live.get().page(request, 200, Files.readAllBytes(found), root());
                }
            }
            return Reply.file(request, MediaTypes.of(found), file, size);
        } catch (IOException | RuntimeException e) {
            file.close();
            throw e;
        }
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
        byte[] html = page != null ? page : NotFoundPage.html(path);
        if (live.isPresent()) {
            return live.get().page(request, 404, html, root());
        }
        return Reply.of(request, 404, NotFoundPage.HTML_TYPE, html, Map.of());
    }
}

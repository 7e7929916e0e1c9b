package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The published site folder as a request sees it. The folder is looked up afresh for every
 * request, because a build publishes by making {@code site} a link to a new version folder; a
 * file is served only if its real path, links followed, lies inside the folder the link leads to
 * now. So neither {@code ..} nor a link placed in the site can reach anything else. A name that begins
 * with a dot, on the way asked for or on the real path, is never served: such files are the program's own
 * (the output folder's mark, {@code .kayles-courseware}) or hidden ones an author did not mean to publish.
 */
final class SiteFolder {

    /** What a request path leads to. */
    sealed interface Lookup {
    }

    /** A regular file inside the site: its real path. */
    record Found(Path file) implements Lookup {
    }

    /** A folder asked for without its trailing slash: where it is (so that its page's relative links work). */
    record Redirect(String location) implements Lookup {
    }

    /** Nothing the site may serve: missing, outside the site, or not a file. */
    record Missing() implements Lookup {
    }

    private static final Lookup MISSING = new Missing();

    private final Path site;

    SiteFolder(Path site) {
        this.site = site.toAbsolutePath().normalize();
    }

    /** The real path of the folder the site leads to now, if it is published. */
    Optional<Path> root() {
        try {
            return Optional.of(site.toRealPath());
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** What the decoded request path {@code path} (starting with {@code /}) names in the site as it is now. */
    Lookup lookup(String path) {
        Path root;
        Path requested;
        try {
            root = site.toRealPath();
            requested = root.resolve(path.replaceFirst("^/+", "")).normalize();
        } catch (IOException | InvalidPathException e) {
            return MISSING; // nothing published yet, or a path no file can have (a NUL byte)
        }
        Optional<Path> real = realInside(root, requested);
        if (real.isPresent() && Files.isDirectory(real.get())) {
            if (!path.endsWith("/")) {
                return new Redirect(encoded("/" + root.relativize(requested) + "/"));
            }
            real = realInside(root, real.get().resolve("index.html"));
        }
        return real.filter(Files::isRegularFile).<Lookup>map(Found::new).orElse(MISSING);
    }

    /** The real path of {@code path}, links followed, if it exists and lies inside {@code root}. */
    private static Optional<Path> realInside(Path root, Path path) {
        if (!path.startsWith(root) || hidden(root.relativize(path))) {
            return Optional.empty();
        }
        try {
            return Optional.of(path.toRealPath()).filter(real -> real.startsWith(root) && !hidden(root.relativize(real)));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Whether a name on {@code relative} begins with a dot. */
    static boolean hidden(Path relative) {
        for (Path name : relative) {
            if (name.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    private static String encoded(String path) {
        try {
            return new URI(null, null, path.replace("//", "/"), null).getRawPath();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("a path made of file names is a valid URI path: " + path, e);
        }
    }
}

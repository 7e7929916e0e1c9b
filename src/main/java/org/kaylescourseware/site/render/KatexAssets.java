package org.kaylescourseware.site.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * KaTeX for offline math: its script, style sheet and fonts, copied from the
 * {@code org.webjars.npm:katex} jar on the class path into the site. No CDN, no network.
 */
public final class KatexAssets {

    private static final String POM = "META-INF/maven/org.webjars.npm/katex/pom.properties";
    /**
     * The math is typeset when the site is built, so pages need KaTeX's style sheet and fonts, not its
     * script; copy-tex (a few lines) makes copying a formula copy its TeX.
     */
    private static final List<String> FILES = List.of("katex.min.css", "contrib/copy-tex.min.js");

    private KatexAssets() {
    }

    /** Copies KaTeX into {@code target} ({@code site/katex/}). */
    public static void copyInto(Path target) {
        String dist = "META-INF/resources/webjars/katex/" + version() + "/dist/";
        URL anchor = resource(dist + FILES.get(0));
        try {
            if (anchor.getProtocol().equals("jar")) {
                copyFromJar(anchor, dist, target);
            } else {
                copyFromFolder(Path.of(anchor.toURI()).getParent(), target);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read KaTeX's files to copy them into " + target, e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate KaTeX at " + anchor, e);
        }
    }

    /** The version of the KaTeX on the class path, e.g. 0.18.11. */
    public static String version() {
        try (InputStream in = resource(POM).openStream()) {
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + POM, e);
        }
    }

    /** The text of a file of KaTeX's distribution, e.g. {@code katex.min.js}. */
    public static String text(String distFile) {
        String name = "META-INF/resources/webjars/katex/" + version() + "/dist/" + distFile;
        try (InputStream in = resource(name).openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
    }

    private static URL resource(String name) {
        URL url = KatexAssets.class.getClassLoader().getResource(name);
        if (url == null) {
            throw new IllegalStateException(name + " is not on the class path: the build needs org.webjars.npm:katex");
        }
        return url;
    }

    private static boolean wanted(String relative) {
        return FILES.contains(relative) || relative.startsWith("fonts/") && !relative.endsWith("/");
    }

    private static void copyFromJar(URL anchor, String dist, Path target) throws IOException {
        URLConnection connection = anchor.openConnection();
        connection.setUseCaches(false);
        try (JarFile jar = ((JarURLConnection) connection).getJarFile()) {
            for (JarEntry entry : Collections.list(jar.entries())) {
                String name = entry.getName();
                if (name.startsWith(dist) && wanted(name.substring(dist.length()))) {
                    byte[] bytes;
                    try (InputStream in = jar.getInputStream(entry)) {
                        bytes = in.readAllBytes();
                    }
                    write(target.resolve(name.substring(dist.length())), bytes);
                }
            }
        }
    }

    /** Writes one file of KaTeX into the site; a failure there (a full disk, say) names the file written, not KaTeX's. */
    private static void write(Path out, byte[] bytes) {
        try {
            Files.createDirectories(out.getParent());
            Files.write(out, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out, e);
        }
    }

    private static void copyFromFolder(Path dist, Path target) throws IOException {
        try (Stream<Path> files = Files.walk(dist)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String relative = dist.relativize(file).toString().replace('\\', '/');
                if (wanted(relative)) {
                    write(target.resolve(relative), Files.readAllBytes(file));
                }
            }
        }
    }
}

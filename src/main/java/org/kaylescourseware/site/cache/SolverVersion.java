package org.kaylescourseware.site.cache;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipFile;

/**
 * Which solver computed a cached result. It is a digest of the program's own compiled classes, not a
 * number someone must remember to raise: any change to the code, however small, makes every entry
 * an earlier version wrote a stranger, recomputed rather than trusted. The jar and the classes folder
 * of one build give the same digest (each class is counted by its name, size and CRC-32).
 */
public record SolverVersion(String text) {

    private static final String CLASSES = "org/kaylescourseware/";

    public SolverVersion {
        if (text.isBlank() || text.contains("\n")) {
            throw new IllegalArgumentException("a solver version is one line of text, got '" + text + "'");
        }
    }

    /** The version of the running program, computed once. */
    public static SolverVersion current() {
        return Current.VERSION;
    }

    private static final class Current {
        static final SolverVersion VERSION = ofCode(SolverVersion.class.getProtectionDomain().getCodeSource());
    }

    /**
     * The digest of the classes in {@code code} (a jar or a classes folder). When they cannot be read,
     * a version no entry can have: the cache is then never trusted, only written.
     */
    static SolverVersion ofCode(CodeSource code) {
        try {
            Path location = Path.of(code.getLocation().toURI());
            List<String> lines = Files.isDirectory(location) ? folderClasses(location) : jarClasses(location);
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            lines.stream().sorted().forEach(line -> sha.update((line + "\n").getBytes(StandardCharsets.UTF_8)));
            return new SolverVersion("classes " + HexFormat.of().formatHex(sha.digest()).substring(0, 32));
        } catch (IOException | URISyntaxException | NoSuchAlgorithmException | RuntimeException e) {
            return new SolverVersion("unknown classes " + UUID.randomUUID());
        }
    }

    private static List<String> jarClasses(Path jar) throws IOException {
        List<String> lines = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            zip.stream().filter(e -> isClass(e.getName()))
                    .forEach(e -> lines.add(line(e.getName(), e.getSize(), e.getCrc())));
        }
        return lines;
    }

    private static List<String> folderClasses(Path folder) throws IOException {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String name = folder.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
                if (isClass(name)) {
                    CRC32 crc = new CRC32();
                    try (InputStream in = Files.newInputStream(file)) {
                        crc.update(in.readAllBytes());
                    }
                    lines.add(line(name, Files.size(file), crc.getValue()));
                }
            }
        }
        return lines;
    }

    private static boolean isClass(String name) {
        return name.startsWith(CLASSES) && name.endsWith(".class");
    }

    private static String line(String name, long size, long crc) {
        return name + " " + size + " " + Long.toHexString(crc);
    }

    @Override
    public String toString() {
        return text;
    }
}

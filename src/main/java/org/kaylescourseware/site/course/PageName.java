package org.kaylescourseware.site.course;

import java.nio.file.Path;
import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The one rule for a name that becomes part of an address: lower-case ASCII letters, digits and hyphens
 * ({@code kayles-intro}), for a page, the folders it is in and a game's id. A page is published under its file name,
 * and JBake writes a name outside the rule URL-encoded ({@code a b.md} as {@code a+b.html}, {@code ü.md} as
 * {@code %C3%BC.html}) while the course links the name as it is written; such a name is refused at its file, before
 * anything is baked, with the name to give it.
 */
public final class PageName {

    private static final Pattern ADDRESS = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final String RULE = " (the names of pages and of their folders are lower-case ASCII letters, digits"
            + " and hyphens, such as kayles-intro.md: a page's address is its file name)";

    private PageName() {
    }

    /** Whether {@code name} can be part of an address as it is written. */
    public static boolean isAddress(String name) {
        return ADDRESS.matcher(name).matches();
    }

    /**
     * Checks the names of the page {@code file} and of its folders under {@code content}.
     *
     * @throws SourceException at the file's first line, naming the first name outside the rule and what to call it
     */
    static void check(Path content, Path file) {
        Path relative = content.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize());
        for (int i = 0; i < relative.getNameCount() - 1; i++) {
            String folder = relative.getName(i).toString();
            if (!isAddress(folder)) {
                throw new SourceException(new SourceLocation(file, 1), "the folder name '" + folder + "' cannot be part of a"
                        + " page's address: " + rename(folder, "") + RULE);
            }
        }
        String name = relative.getFileName().toString();
        String base = name.substring(0, name.length() - ".md".length());
        if (!name.endsWith(".md") || !isAddress(base)) {
            throw new SourceException(new SourceLocation(file, 1), "the name '" + name + "' cannot be a page's address: "
                    + rename(base, ".md") + RULE);
        }
    }

    /** What to do about {@code name}: its letters without their accents, lower-case, each run of other characters a hyphen. */
    private static String rename(String name, String extension) {
        String suggested = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return suggested.isEmpty() ? "rename it" : "rename it to " + suggested + extension;
    }
}

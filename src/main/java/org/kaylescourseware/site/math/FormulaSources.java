package org.kaylescourseware.site.math;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * Where a formula of a finished page was written: the first line of the course's sources (lessons,
 * rule files, templates) that holds the formula's first line. A formula assembled by a partial from
 * computed values is found nowhere; it is then placed at the start of the page's own source, if the
 * page has one, and its message names the page.
 */
public final class FormulaSources {

    private final Path content;
    private final List<Path> files;
    private List<SourceFile> read;

    private record SourceFile(Path file, List<String> lines) {
    }

    /** The sources under {@code content} ({@code .md}, {@code .yaml}) and {@code templates} ({@code .ftl}). */
    public FormulaSources(Path content, Path templates) {
        this.content = content;
        this.files = new ArrayList<>();
        for (Path folder : List.of(content, templates)) {
            try (Stream<Path> walk = Files.walk(folder)) {
                walk.filter(f -> f.toString().matches(".*\\.(md|yaml|ftl)$") && Files.isRegularFile(f)).sorted().forEach(files::add);
            } catch (IOException | UncheckedIOException e) {
                // a folder that cannot be listed (or vanished while it was walked, as an editor's does) holds no line to
                // point at; the page is named instead
            }
        }
    }

    /** The line that holds {@code tex}, or the start of the page's source ({@code page} is its path in the site). */
    public SourceLocation locate(String tex, String page) {
        String first = tex.strip().lines().findFirst().orElse("").strip();
        if (!first.isEmpty()) {
            for (SourceFile source : sources()) {
                for (int i = 0; i < source.lines().size(); i++) {
                    if (source.lines().get(i).contains(first)) {
                        return new SourceLocation(source.file(), i + 1);
                    }
                }
            }
        }
        String name = page.replaceAll("\\.html$", "");
        for (String candidate : List.of(name + ".md", name + ".yaml")) {
            if (Files.isRegularFile(content.resolve(candidate))) {
                return new SourceLocation(content.resolve(candidate), 1);
            }
        }
        return new SourceLocation(content, 1);
    }

    private List<SourceFile> sources() {
        if (read == null) {
            read = new ArrayList<>();
            for (Path file : files) {
                try {
                    read.add(new SourceFile(file, Files.readAllLines(file, StandardCharsets.UTF_8)));
                } catch (IOException e) {
                    // an unreadable source was reported when the course was read
                }
            }
        }
        return read;
    }
}

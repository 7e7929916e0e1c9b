package org.kaylescourseware.site.pages;

import freemarker.template.Configuration;
import freemarker.template.TemplateException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.kaylescourseware.site.render.TemplateConfiguration;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * Writes a page that the course makes after JBake's bake (an answer key, the glossary) with one
 * of the page templates, so that it has the layout every page has. The model is the template's
 * {@code content}, a record whose components carry the names of the JBake document fields
 * {@code layout.ftl} reads ({@code title}, {@code summary}, {@code rootpath}, {@code site_navigation},
 * {@code edition_marker}).
 */
final class FramedPage {

    private final Configuration freemarker;
    private final Path templates;

    FramedPage(Path templates) {
        this.templates = templates;
        try {
            this.freemarker = TemplateConfiguration.forFolder(templates);
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(templates, 1), "cannot read the templates folder: " + e.getMessage(), e);
        }
    }

    /** Renders {@code template} with {@code content} into {@code target}; {@code what} says what the page is, for messages. */
    void write(String template, Record content, Path target, String what) {
        Path file = templates.resolve(template);
        try {
            StringWriter out = new StringWriter();
            freemarker.getTemplate(template).process(Map.of("content", content), out);
            Files.createDirectories(target.getParent());
            Files.writeString(target, out.toString(), StandardCharsets.UTF_8);
        } catch (TemplateException e) {
            int line = e.getLineNumber() == null ? 1 : Math.max(1, e.getLineNumber());
            throw new SourceException(new SourceLocation(file, line), "template failed: " + e.getMessageWithoutStackTop());
        } catch (IOException e) {
            if (!Files.exists(file)) {
                throw new SourceException(new SourceLocation(file, 1), "missing page template: create it to display " + what);
            }
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }
}

package org.kaylescourseware.site;

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
 * The one way the build writes a page JBake does not bake (answer keys, the site map, the not-found
 * page, the whole course on one page): a template of {@code templates/} given a record as
 * {@code content}, framed by the same layout as every other page.
 */
final class TemplatePages {

    private final Path templates;
    private final Configuration freemarker;

    TemplatePages(Path templates) {
        this.templates = templates;
        try {
            this.freemarker = TemplateConfiguration.forFolder(templates);
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(templates, 1), "cannot read the templates folder: "
                    + e.getMessage(), e);
        }
    }

    /**
     * Writes {@code template} with {@code content} to {@code target}; a template that fails is a
     * problem at its file and line, a missing one says what it would display ({@code purpose}).
     */
    void write(String template, Record content, Path target, String purpose) {
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
                throw new SourceException(new SourceLocation(file, 1), "missing page template: create it to display " + purpose);
            }
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }
}

package org.kaylescourseware.site.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.site.source.SourceException;

class PartialRendererTest {

    record Row(String label, List<Integer> values, Row next) {
    }

    @TempDir
    Path templates;

    PartialRenderer renderer;

    @BeforeEach
    void setUp() throws IOException {
        Files.createDirectories(templates.resolve("partials"));
        renderer = new PartialRenderer(templates);
    }

    private void partial(String name, String text) throws IOException {
        Files.writeString(templates.resolve("partials/" + name + ".ftl"), text);
    }

    @Test
    void recordComponentsReadAsNamesAndTextIsEscaped() throws IOException {
        partial("row", "${model.label}: <#list model.values as v>${v}<#sep>, </#sep></#list><#if !model.next??>.</#if>");
        assertEquals("a &lt; b: 1, 2, 12000.", renderer.render("row", new Row("a < b", List.of(1, 2, 12000), null)));
    }

    @Test
    void missingComponentIsAnErrorAtTheTemplateLine() throws IOException {
        partial("row", "<p>\n${model.caption}</p>");
        SourceException error = assertThrows(SourceException.class, () -> renderer.render("row", new Row("x", List.of(), null)));
        assertEquals(templates.resolve("partials/row.ftl") + ":2", error.location().toString());
        assertTrue(error.problem().contains("Row has no component 'caption'; it has [label, values, next]"), error.problem());
    }

    @Test
    void missingPartialSaysWhatToCreate() {
        SourceException error = assertThrows(SourceException.class, () -> renderer.render("nowhere", new Row("x", List.of(), null)));
        assertEquals(templates.resolve("partials/nowhere.ftl") + ":1: missing partial: create it to display Row", error.getMessage());
    }
}

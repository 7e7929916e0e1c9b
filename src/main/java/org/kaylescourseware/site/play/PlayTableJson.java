package org.kaylescourseware.site.play;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The JSON text of a {@link PlayTable}, through Jackson: one line, fields in the record's order,
 * so two exports of the same table are the same bytes. {@code <}, {@code >}, {@code &} and the line separators
 * U+2028/U+2029 are written as {@code \}{@code uXXXX} escapes, so the text can sit unchanged
 * inside {@code <script type="application/json">} as well as in a file next to the page.
 */
public final class PlayTableJson {

    /** Strict: no scalar coerced into another type (not even a number into a string), no field missing, none unknown. */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES, DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES,
                    DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .withCoercionConfig(LogicalType.Textual, text -> text.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .build();
    private static final ObjectWriter WRITER = MAPPER.writer().with(new ScriptSafeEscapes());

    private PlayTableJson() {
    }

    /** The JSON text of the table, without a final newline. */
    public static String write(PlayTable table) {
        try {
            return WRITER.writeValueAsString(table);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("cannot write the JSON of " + table, e);
        }
    }

    /** Writes the JSON text and a final newline, in UTF-8, to {@code file}. */
    public static void writeTo(PlayTable table, Path file) throws IOException {
        Files.writeString(file, write(table) + "\n", StandardCharsets.UTF_8);
    }

    /**
     * Reads a table back from its JSON text.
     *
     * @throws IllegalArgumentException naming the field when the text is not a PlayTable
     */
    public static PlayTable read(String text) {
        try {
            return MAPPER.readValue(text, PlayTable.class);
        } catch (JsonMappingException e) {
            String field = e.getPath().stream().map(r -> r.getFieldName() == null ? "[" + r.getIndex() + "]" : r.getFieldName())
                    .reduce((a, b) -> b.startsWith("[") ? a + b : a + "." + b).orElse("");
            throw new IllegalArgumentException("not a PlayTable" + (field.isEmpty() ? "" : ": field '" + field + "'") + ": "
                    + e.getOriginalMessage(), e);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** Escapes what could end or confuse an HTML script element: {@code < > &}, U+2028, U+2029. */
    private static final class ScriptSafeEscapes extends CharacterEscapes {

        private final int[] asciiEscapes;

        ScriptSafeEscapes() {
            asciiEscapes = CharacterEscapes.standardAsciiEscapesForJSON();
            asciiEscapes['<'] = CharacterEscapes.ESCAPE_STANDARD;
            asciiEscapes['>'] = CharacterEscapes.ESCAPE_STANDARD;
            asciiEscapes['&'] = CharacterEscapes.ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return asciiEscapes;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            if (ch == 0x2028 || ch == 0x2029) {
                return new SerializedString(String.format("\\u%04x", ch));
            }
            return null;
        }
    }
}

package org.kaylescourseware.site.cache;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * How results are written into cache entries. Grundy values are binary, each in the narrowest width
 * (1, 2 or 4 bytes) that holds the largest, followed by the certified period if any. Every other
 * result is a record of records, lists, enums and strings, written as JSON by Jackson from the
 * records' components (no Java serialization): a study's entry is one JSON object of its answers
 * by question. Only the solver version that wrote an entry reads it, so no schema is promised beyond that.
 */
public final class ResultCodec {

    private static final JsonMapper JSON = JsonMapper.builder()
            .addModule(new Jdk8Module())
            .visibility(PropertyAccessor.ALL, JsonAutoDetect.Visibility.NONE)
            .visibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)
            .visibility(PropertyAccessor.CREATOR, JsonAutoDetect.Visibility.ANY)
            .build();

    private ResultCodec() {
    }

    /** g(0..to) and its certified period, compactly. */
    public static byte[] sequence(GrundySequence sequence) {
        int width = sequence.maxValue() < 1 << 8 ? 1 : sequence.maxValue() < 1 << 16 ? 2 : 4;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(16 + (sequence.to() + 1) * width);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(sequence.to() + 1);
            out.writeByte(width);
            for (int n = 0; n <= sequence.to(); n++) {
                int g = sequence.value(n);
                switch (width) {
                    case 1 -> out.writeByte(g);
                    case 2 -> out.writeShort(g);
                    default -> out.writeInt(g);
                }
            }
            Optional<Periodicity> period = sequence.periodicity();
            out.writeBoolean(period.isPresent());
            if (period.isPresent()) {
                out.writeInt(period.get().period());
                out.writeInt(period.get().preperiod());
                out.writeInt(period.get().certifiedTo());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** The sequence of {@code rule} stored by {@link #sequence(GrundySequence)}; refuses bytes it did not write. */
    public static GrundySequence sequence(ImpartialRule rule, byte[] payload) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload))) {
            int count = in.readInt();
            int width = in.readUnsignedByte();
            if (count < 1 || (width != 1 && width != 2 && width != 4) || (long) count * width > payload.length) {
                throw new IllegalArgumentException("not a stored sequence: " + count + " values of " + width + " bytes");
            }
            int[] values = new int[count];
            for (int n = 0; n < count; n++) {
                values[n] = width == 1 ? in.readUnsignedByte() : width == 2 ? in.readUnsignedShort() : in.readInt();
            }
            Optional<Periodicity> period = in.readBoolean()
                    ? Optional.of(new Periodicity(in.readInt(), in.readInt(), in.readInt())) : Optional.empty();
            if (in.available() != 0) {
                throw new IllegalArgumentException("bytes after the stored sequence");
            }
            return new GrundySequence(rule, values, period);
        } catch (IOException e) {
            throw new IllegalArgumentException("a stored sequence ends early", e);
        }
    }

    /** A result as JSON. */
    public static byte[] json(Object result) {
        try {
            return JSON.writeValueAsBytes(result);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + result.getClass().getName() + " as JSON: " + e.getMessage(), e);
        }
    }

    /** The result of {@code type} stored by {@link #json(Object)}; refuses JSON that is not one. */
    public static <T> T json(byte[] payload, Type type) {
        try {
            return JSON.readValue(payload, javaType(type));
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("not a stored " + type.getTypeName() + ": " + e.getMessage(), e);
        }
    }

    /** A study's answers by question, as one JSON object (questions in order). */
    public static byte[] answers(Map<String, JsonNode> answers) {
        ObjectNode object = JSON.createObjectNode();
        new TreeMap<>(answers).forEach(object::set);
        return json(object);
    }

    /** The answers stored by {@link #answers(Map)}, still as JSON trees. */
    public static Map<String, JsonNode> answers(byte[] payload) {
        JsonNode tree = json(payload, JsonNode.class);
        if (!tree.isObject()) {
            throw new IllegalArgumentException("a study's answers are a JSON object, got " + tree.getNodeType());
        }
        Map<String, JsonNode> answers = new TreeMap<>();
        tree.fields().forEachRemaining(e -> answers.put(e.getKey(), e.getValue()));
        return answers;
    }

    /** One answer as a JSON tree. */
    public static JsonNode tree(Object answer) {
        return JSON.valueToTree(answer);
    }

    /** One answer of {@code type} from its tree; refuses a tree that is not one. */
    public static <T> T fromTree(JsonNode tree, Type type) {
        try {
            return JSON.readerFor(javaType(type)).readValue(tree);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("not a stored " + type.getTypeName() + ": " + e.getMessage(), e);
        }
    }

    private static JavaType javaType(Type type) {
        return JSON.getTypeFactory().constructType(type);
    }
}

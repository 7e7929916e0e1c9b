package org.kaylescourseware.site.games;

import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * The fields of a rule file as YAML nodes, each with its line: composed rather than loaded, so
 * that {@code 0.70} stays the text {@code 0.70} and every error names where it is. Keys are
 * checked against the schema here; values are read by type, with messages naming the key, the
 * value found and what is valid.
 */
final class RuleFields {

    private final Path file;
    private final Map<String, NodeTuple> fields;

    private RuleFields(Path file, Map<String, NodeTuple> fields) {
        this.file = file;
        this.fields = fields;
    }

    /**
     * Reads the mapping of a rule file. Unknown, repeated and missing keys are added to
     * {@code problems}, all of them; the fields that are there are kept.
     *
     * @throws SourceException when the text is not a YAML mapping at all
     */
    static RuleFields read(Path file, Reader reader, List<String> keys, List<String> required, List<SourceException> problems) {
        MappingNode mapping = mapping(file, reader, keys);
        Map<String, NodeTuple> fields = new LinkedHashMap<>();
        for (NodeTuple tuple : mapping.getValue()) {
            String key = tuple.getKeyNode() instanceof ScalarNode scalar ? scalar.getValue() : "(not a name)";
            if (!keys.contains(key)) {
                problems.add(RuleFile.error(file, tuple.getKeyNode(), "unknown key '" + key + "'; the keys are "
                        + String.join(", ", keys)));
            } else if (fields.putIfAbsent(key, tuple) != null) {
                problems.add(RuleFile.error(file, tuple.getKeyNode(), "key '" + key + "' is given twice"));
            }
        }
        for (String key : required) {
            if (!fields.containsKey(key)) {
                problems.add(new SourceException(new SourceLocation(file, lastLine(mapping)), "missing '" + key
                        + "': a rule file needs " + String.join(", ", required) + " (and may have "
                        + String.join(", ", keys.stream().filter(k -> !required.contains(k)).toList()) + ")"));
            }
        }
        return new RuleFields(file, fields);
    }

    private static MappingNode mapping(Path file, Reader reader, List<String> keys) {
        Node root;
        try {
            root = new Yaml().compose(reader);
        } catch (MarkedYAMLException e) {
            throw new SourceException(new SourceLocation(file, e.getProblemMark().getLine() + 1),
                    "not valid YAML: " + e.getProblem() + (e.getContext() == null ? "" : " (" + e.getContext() + ")"));
        } catch (YAMLException e) {
            throw new SourceException(new SourceLocation(file, 1), "not valid YAML: " + e.getMessage());
        }
        if (!(root instanceof MappingNode mapping)) {
            throw new SourceException(new SourceLocation(file, root == null ? 1 : root.getStartMark().getLine() + 1),
                    "a rule file is a mapping of key: value lines with the keys " + String.join(", ", keys));
        }
        return mapping;
    }

    private static int lastLine(MappingNode mapping) {
        return Math.max(1, mapping.getEndMark().getLine());
    }

    boolean has(String key) {
        return fields.containsKey(key);
    }

    /** A present key's single value, not empty. */
    String text(String key) {
        Node node = value(key);
        if (!(node instanceof ScalarNode scalar)) {
            throw error(node, "'" + key + "' must be a single value, got a " + kind(node)
                    + "; write '" + key + ": <value>' on one line");
        }
        if (scalar.getValue().isBlank()) {
            throw error(key, "'" + key + "' is empty: give it a value");
        }
        return scalar.getValue().trim();
    }

    /** A whole number in {@code min..max}; {@code valid} says what is valid. */
    int number(String key, int min, int max, String valid) {
        String value = text(key);
        if (!value.matches("\\d{1,9}") || Integer.parseInt(value) < min || Integer.parseInt(value) > max) {
            throw error(key, key + " must be " + valid + ", got '" + value + "'");
        }
        return Integer.parseInt(value);
    }

    /** A list of single values, written [a, b] or as '- a' lines. */
    List<ScalarNode> list(String key) {
        Node node = value(key);
        if (!(node instanceof SequenceNode sequence)) {
            throw error(node, "'" + key + "' must be a list such as [normal, misere], got a " + kind(node));
        }
        List<ScalarNode> items = new ArrayList<>();
        for (Node item : sequence.getValue()) {
            if (!(item instanceof ScalarNode scalar)) {
                throw error(item, "each entry of '" + key + "' must be a single word, got a " + kind(item));
            }
            items.add(scalar);
        }
        return items;
    }

    /** The line of a key, for messages and for the game's source location. */
    SourceLocation location(String key) {
        return new SourceLocation(file, fields.get(key).getKeyNode().getStartMark().getLine() + 1);
    }

    /** Where a value's text starts: the line after the key for a block ({@code |} or {@code >}), else the key's line. */
    SourceLocation textStart(String key) {
        Node node = value(key);
        boolean block = node instanceof ScalarNode scalar
                && (scalar.getScalarStyle() == DumperOptions.ScalarStyle.LITERAL
                        || scalar.getScalarStyle() == DumperOptions.ScalarStyle.FOLDED);
        int line = node.getStartMark().getLine() + 1;
        return new SourceLocation(file, block ? line + 1 : line);
    }

    SourceException error(String key, String problem) {
        return error(value(key), problem);
    }

    SourceException error(Node node, String problem) {
        return RuleFile.error(file, node, problem);
    }

    private Node value(String key) {
        return fields.get(key).getValueNode();
    }

    private static String kind(Node node) {
        if (node instanceof MappingNode) {
            return "mapping (key: value pairs)";
        }
        return node instanceof SequenceNode ? "list" : "value";
    }
}

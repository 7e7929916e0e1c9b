package org.kaylescourseware.site.games;

import java.io.Reader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * One rule file: a YAML mapping of plain scalars such as
 * <pre>
 * id: kayles
 * name: Kayles
 * rule: 0.77
 * compute-to: 200
 * </pre>
 * Read as YAML nodes rather than Java objects, so that {@code 0.70} stays the text {@code 0.70}
 * and every error can name its line.
 */
final class RuleFile {

    static final int MAX_COMPUTE_TO = 100_000;
    private static final List<String> KEYS = List.of("id", "name", "rule", "compute-to");

    private RuleFile() {
    }

    static GameDefinition parse(Path file, Reader reader) {
        Map<String, ScalarNode> fields = fields(file, reader);
        String id = text(file, fields, "id");
        String expectedId = file.getFileName().toString().replaceFirst("\\.yaml$", "");
        if (!id.equals(expectedId)) {
            throw error(file, fields.get("id"), "id '" + id + "' must match the file name: write 'id: "
                    + expectedId + "' or rename the file to " + id + ".yaml");
        }
        if (!id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw error(file, fields.get("id"), "id '" + id + "' must be lower-case words joined by '-', e.g. dawsons-kayles");
        }
        ImpartialRule rule;
        try {
            rule = ImpartialRule.parse(text(file, fields, "rule"));
        } catch (IllegalArgumentException e) {
            throw error(file, fields.get("rule"), e.getMessage());
        }
        int computeTo = computeTo(file, fields);
        return new GameDefinition(id, text(file, fields, "name"), rule, computeTo, location(file, fields.get("id")));
    }

    private static Map<String, ScalarNode> fields(Path file, Reader reader) {
        Node root;
        try {
            root = new Yaml().compose(reader);
        } catch (MarkedYAMLException e) {
            throw new SourceException(new SourceLocation(file, e.getProblemMark().getLine() + 1),
                    "not valid YAML: " + e.getProblem());
        }
        if (!(root instanceof MappingNode mapping)) {
            throw new SourceException(new SourceLocation(file, 1),
                    "a rule file is a mapping with the keys " + String.join(", ", KEYS));
        }
        Map<String, ScalarNode> fields = new LinkedHashMap<>();
        for (NodeTuple tuple : mapping.getValue()) {
            String key = ((ScalarNode) tuple.getKeyNode()).getValue();
            if (!KEYS.contains(key)) {
                throw error(file, tuple.getKeyNode(), "unknown key '" + key + "'; the keys are " + String.join(", ", KEYS));
            }
            if (!(tuple.getValueNode() instanceof ScalarNode value)) {
                throw error(file, tuple.getValueNode(), "'" + key + "' must be a single value");
            }
            fields.put(key, value);
        }
        return fields;
    }

    private static String text(Path file, Map<String, ScalarNode> fields, String key) {
        ScalarNode node = fields.get(key);
        if (node == null || node.getValue().isBlank()) {
            throw new SourceException(new SourceLocation(file, 1), "missing '" + key + "'; a rule file needs "
                    + String.join(", ", KEYS));
        }
        return node.getValue().trim();
    }

    private static int computeTo(Path file, Map<String, ScalarNode> fields) {
        String value = text(file, fields, "compute-to");
        if (!value.matches("\\d{1,6}") || Integer.parseInt(value) > MAX_COMPUTE_TO) {
            throw error(file, fields.get("compute-to"), "compute-to must be a whole number from 0 to "
                    + MAX_COMPUTE_TO + ", got '" + value + "'");
        }
        return Integer.parseInt(value);
    }

    private static SourceLocation location(Path file, Node node) {
        return new SourceLocation(file, node.getStartMark().getLine() + 1);
    }

    private static SourceException error(Path file, Node node, String problem) {
        return new SourceException(location(file, node), problem);
    }
}

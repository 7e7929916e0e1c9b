package org.kaylescourseware.classroom.export;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * What Canvas keeps of a QTI 1.2 item as its right answers, by the route Canvas imports it: a small
 * re-implementation, written for these tests, of the two public programs on that route.
 *
 * <p>First Instructure's QTIMigrationTool ({@code lib/imsqtiv1.py}) turns the item into QTI 2:
 * {@code RenderFib.__init__} keeps a {@code render_fib} inside a {@code response_str} a string whatever
 * its {@code fibtype}; {@code VarEqual.CloseObject} writes {@code stringMatch} for a string response,
 * {@code match} for an identifier and {@code member} for a response of cardinality multiple;
 * {@code VarGTE.CloseObject} and {@code VarLTE.CloseObject} write {@code customOperator class="vargte"}
 * (and {@code varlte}) for a string response, {@code gte}/{@code lte} for a number; {@code
 * ConditionVar.CloseObject} joins several conditions in an {@code and}; {@code OtherOperatorV1} is the
 * constant true; each {@code respcondition} is a {@code responseIf} whose {@code setvar} sets SCORE.
 *
 * <p>Then canvas-lms ({@code gems/plugins/qti_exporter/lib/qti}) reads the QTI 2 by the item's
 * {@code question_type}: {@code NumericInteraction#get_canvas_answers} (an {@code or} holding a
 * {@code stringMatch} is an exact answer, its margin from a {@code varlte}; an {@code and} of
 * {@code vargte}/{@code varlte} a range) and {@code #get_answer_values} (QTI 2's own {@code gte},
 * {@code lte}, {@code equal}); {@code ChoiceInteraction#process_response_conditions} (a choice whose
 * {@code match} or {@code member} sits in a {@code responseIf} setting SCORE above 0, or each
 * {@code member} directly under the {@code and} of a {@code responseIf}; the item's own question_type is kept);
 * {@code ExtendedTextInteraction#process_response_conditions} (every {@code stringMatch}'s string).
 */
final class CanvasQtiRoute {

    /** A QTI 2 expression: its operator, an attribute (a customOperator's class, a baseValue's type), text, operands. */
    record Op(String name, String attribute, String text, List<Op> operands) {

        static Op of(String name, String attribute, String text, Op... operands) {
            return new Op(name, attribute, text, List.of(operands));
        }

        /** Every expression under this one (itself included) that {@code test} holds for, in document order. */
        List<Op> all(Predicate<Op> test) {
            List<Op> out = new ArrayList<>();
            if (test.test(this)) {
                out.add(this);
            }
            operands.forEach(o -> out.addAll(o.all(test)));
            return out;
        }

        Op first(String name) {
            return all(o -> o.name.equals(name)).stream().findFirst().orElse(null);
        }
    }

    /** A {@code responseIf}: its condition and the score it sets. */
    record ResponseIf(Op condition, double score) {
    }

    /** What Canvas imports: its question type and the answers of weight 100 (exact numbers, ranges, choices, texts). */
    record Imported(String questionType, List<String> exact, List<double[]> ranges, Set<String> rightChoices,
            Set<String> texts) {
    }

    private record Response(String baseType, boolean multiple) {
    }

    private CanvasQtiRoute() {
    }

    /** The item as Canvas keeps it. */
    static Imported read(Element item) {
        String type = metadata(item, "question_type");
        Map<String, Response> responses = responses(item);
        List<ResponseIf> rules = new ArrayList<>();
        for (Element condition : children(descendant(item, "resprocessing"), "respcondition")) {
            List<Op> expressions = new ArrayList<>();
            for (Element e : children(child(condition, "conditionvar"), null)) {
                expressions.add(convert(e, responses));
            }
            Op expression = expressions.size() == 1 ? expressions.get(0) : new Op("and", "", "", expressions);
            Element setvar = child(condition, "setvar");
            rules.add(new ResponseIf(expression, setvar == null ? 0 : Double.parseDouble(setvar.getTextContent().strip())));
        }
        return switch (type) {
            case "numerical_question" -> numeric(type, rules);
            case "multiple_choice_question", "multiple_answers_question" -> choice(type, rules);
            default -> text(type, rules);
        };
    }

    /** QTIMigrationTool's translation of one QTI 1.2 condition. */
    private static Op convert(Element e, Map<String, Response> responses) {
        String name = e.getLocalName();
        switch (name) {
            case "and", "or", "not" -> {
                List<Op> operands = new ArrayList<>();
                children(e, null).forEach(c -> operands.add(convert(c, responses)));
                return new Op(name, "", "", operands);
            }
            case "other" -> {
                return Op.of("baseValue", "boolean", "true");
            }
            default -> {
                Response response = responses.get(e.getAttribute("respident"));
                String value = e.getTextContent();
                Op variable = Op.of("variable", "", e.getAttribute("respident"));
                Op base = Op.of("baseValue", response.baseType, value);
                return switch (name) {
                    case "varequal" -> response.multiple ? Op.of("member", "", "", base, variable)
                            : switch (response.baseType) {
                                case "string" -> Op.of("stringMatch", "", "", variable, base);
                                case "float" -> Op.of("equal", "", "", variable, base);
                                default -> Op.of("match", "", "", variable, base);
                            };
                    case "vargte", "varlte" -> response.baseType.equals("string")
                            ? Op.of("customOperator", name, "", variable, base)
                            : Op.of(name.substring(3), "", "", variable, base);
                    default -> throw new IllegalArgumentException("the route does not translate <" + name + ">");
                };
            }
        }
    }

    /** NumericInteraction#get_canvas_answers, then #get_answer_values. */
    private static Imported numeric(String type, List<ResponseIf> rules) {
        List<String> exact = new ArrayList<>();
        List<double[]> ranges = new ArrayList<>();
        for (ResponseIf rule : rules) {
            Op or = rule.condition().first("or");
            Op and = rule.condition().first("and");
            if (or != null) {
                Op match = or.first("stringMatch");
                if (match != null) {
                    String value = match.first("baseValue").text();
                    Op upper = custom(or, "varlte");
                    double margin = upper == null ? 0 : Double.parseDouble(upper.text()) - Double.parseDouble(value);
                    exact.add(margin == 0 ? value : value + "±" + margin);
                }
            } else if (and != null) {
                Op lower = custom(and, "vargte");
                Op upper = custom(and, "varlte");
                if (lower != null || upper != null) {
                    ranges.add(new double[] {lower == null ? 0 : Double.parseDouble(lower.text()),
                        upper == null ? 0 : Double.parseDouble(upper.text())});
                }
            }
        }
        for (ResponseIf rule : rules) {
            Op gte = rule.condition().first("gte");
            Op lte = rule.condition().first("lte");
            Op equal = rule.condition().first("equal");
            if (gte != null && lte != null) {
                ranges.add(new double[] {Double.parseDouble(gte.first("baseValue").text()),
                    Double.parseDouble(lte.first("baseValue").text())});
            } else if (equal != null) {
                exact.add(equal.first("baseValue").text());
            }
        }
        return new Imported(type, exact, ranges, Set.of(), Set.of());
    }

    private static Op custom(Op under, String kind) {
        List<Op> found = under.all(o -> o.name().equals("customOperator") && o.attribute().equals(kind));
        return found.isEmpty() ? null : found.get(0).first("baseValue");
    }

    /** ChoiceInteraction#process_response_conditions: the choices a rule setting SCORE above 0 names. */
    private static Imported choice(String type, List<ResponseIf> rules) {
        Set<String> right = new LinkedHashSet<>();
        for (ResponseIf rule : rules) {
            Op condition = rule.condition();
            List<Op> members = condition.name().equals("and")
                    ? condition.operands().stream().filter(o -> o.name().equals("member")).toList() : List.of();
            if (!members.isEmpty()) {
                members.forEach(m -> right.add(m.first("baseValue").text().strip()));
                continue;
            }
            Op match = condition.first("match");
            Op found = match != null ? match : condition.first("member");
            if (found != null && rule.score() > 0) {
                right.add(found.first("baseValue").text().strip());
            }
        }
        return new Imported(type, List.of(), List.of(), right, Set.of());
    }

    /** ExtendedTextInteraction#process_response_conditions: every string a stringMatch compares with. */
    private static Imported text(String type, List<ResponseIf> rules) {
        Set<String> texts = new LinkedHashSet<>();
        for (ResponseIf rule : rules) {
            for (Op match : rule.condition().all(o -> o.name().equals("stringMatch") || o.name().equals("match"))) {
                Op base = match.first("baseValue");
                if (base != null && !base.text().isEmpty()) {
                    texts.add(base.text());
                }
            }
        }
        return new Imported(texts.isEmpty() ? "essay_question" : type, List.of(), List.of(), Set.of(), texts);
    }

    /** Each response the presentation declares: a response_lid is an identifier, a response_str a string (whatever its fibtype). */
    private static Map<String, Response> responses(Element item) {
        Map<String, Response> out = new HashMap<>();
        for (String kind : List.of("response_lid", "response_str", "response_num")) {
            var nodes = item.getElementsByTagNameNS(QtiPackage.QTI, kind);
            for (int i = 0; i < nodes.getLength(); i++) {
                Element r = (Element) nodes.item(i);
                String baseType = kind.equals("response_lid") ? "identifier" : kind.equals("response_str") ? "string"
                        : r.getAttribute("numtype").equals("Integer") || r.getAttribute("numtype").isEmpty() ? "integer" : "float";
                out.put(r.getAttribute("ident"), new Response(baseType, r.getAttribute("rcardinality").equals("Multiple")));
            }
        }
        return out;
    }

    private static String metadata(Element item, String label) {
        var fields = item.getElementsByTagNameNS(QtiPackage.QTI, "qtimetadatafield");
        for (int i = 0; i < fields.getLength(); i++) {
            Element field = (Element) fields.item(i);
            if (child(field, "fieldlabel").getTextContent().equals(label)) {
                return child(field, "fieldentry").getTextContent();
            }
        }
        throw new AssertionError("item " + item.getAttribute("ident") + " has no " + label);
    }

    private static Element descendant(Element e, String name) {
        return (Element) e.getElementsByTagNameNS(QtiPackage.QTI, name).item(0);
    }

    private static Element child(Element e, String name) {
        List<Element> all = children(e, name);
        return all.isEmpty() ? null : all.get(0);
    }

    private static List<Element> children(Element e, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && (name == null || c.getLocalName().equals(name))) {
                out.add(c);
            }
        }
        return out;
    }
}

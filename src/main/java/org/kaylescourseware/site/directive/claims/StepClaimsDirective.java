package org.kaylescourseware.site.directive.claims;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.render.RichText;

/**
 * {@code step-claims game=dawsons-kayles symbol=D source="..." steps="1 position=6+4 values=3,1 sum=1 outcome=N “...”;
 * 3 heap=4 tokens=1-3 “...”"}: the steps of a game a source traces, each a position it values ({@link PositionStatement})
 * or a move it makes ({@link MoveStatement}), with the source's words in “ ”. It is the body of one erratum, a table
 * of what the source says at each step and what is in fact true; a step the computation confirms fails the build,
 * since the erratum would then state a slip that is not one.
 */
public final class StepClaimsDirective implements Directive {

    /** One step as written: a label, its key=value arguments, the source's words in “ ”. */
    private static final Pattern STEP = Pattern.compile("\\s*([^\\s=]+)\\s+([^“]*?)\\s*“(.*)”\\s*", Pattern.DOTALL);

    private static final Parameter<String> STEPS = Parameter.text("steps",
            "the source's steps separated by ';', each 'label position=a+b values=x,y sum=s outcome=P|N “words”'"
                    + " or 'label heap=n tokens=i-j “words”'");

    /** What the erratum shows: each step, and each kind of check once, in full. */
    public record StepClaims(List<Step> steps, List<Check> checks) {

        public StepClaims {
            steps = List.copyOf(steps);
            checks = List.copyOf(checks);
        }
    }

    /** A step: its label, the source's words and the correction (in {@code claim.box}), the short mark of its check. */
    public record Step(String label, SourceClaims.Claim claim, String mark) {
    }

    /** A kind of check: its short mark and what it compares. */
    public record Check(String mark, RichText check) {
    }

    @Override
    public String kind() {
        return "step-claims";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, Parameter.SYMBOL, SourceClaims.SOURCE, STEPS);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        String d = arguments.get(Parameter.SYMBOL);
        String source = arguments.get(SourceClaims.SOURCE);
        List<Step> steps = new ArrayList<>();
        Map<String, String> checks = new LinkedHashMap<>();
        for (String written : split(arguments.get(STEPS))) {
            Matcher m = STEP.matcher(written);
            if (!m.matches()) {
                throw arguments.fail(STEPS, "'" + written.strip() + "' is not a step; write a label, its arguments and the"
                        + " source's words in “ ”, e.g. 3 heap=4 tokens=1-3 “he removes tokens 1-3”");
            }
            String label = m.group(1);
            String what = kind() + ": " + STEPS.name() + ": step " + label;
            boolean move = m.group(2).matches("(.*\\s)?" + MoveStatement.KEY + "=.*");
            DirectiveArguments step = arguments.part(STEPS, what, m.group(2),
                    move ? MoveStatement.PARAMETERS : PositionStatement.PARAMETERS);
            String title = "step " + label;
            String claim = SourceClaims.quoted(m.group(3).strip());
            SourceClaims.Claim checked;
            if (move) {
                if (!game.rule().playsOnARow()) {
                    throw arguments.fail(Parameter.GAME, game.id() + " is not played by removing adjacent tokens from a row:"
                            + " a source's moves of adjacent tokens are those of an octal game whose first digit is 0");
                }
                checked = MoveStatement.of(step, game, d, title, source + ", " + title, claim);
                checks.put(MoveStatement.MARK, MoveStatement.check(game));
            } else {
                checked = PositionStatement.of(step, game, d, title, source + ", " + title, claim);
                checks.put(PositionStatement.MARK, PositionStatement.check(game));
            }
            if (checked.checked().holds()) {
                throw arguments.fail(STEPS, "step " + label + " holds (" + checked.checked().evidence() + "): the steps of an"
                        + " erratum are the source's slips; leave this one out, or say in the text that the source is right");
            }
            steps.add(new Step(label, checked, move ? MoveStatement.MARK : PositionStatement.MARK));
        }
        if (steps.isEmpty()) {
            throw arguments.fail(STEPS, "no step: give at least one, e.g. 3 heap=4 tokens=1-3 “he removes tokens 1-3”");
        }
        List<Check> shown = checks.entrySet().stream().map(e -> new Check(e.getKey(), RichText.of(e.getValue()))).toList();
        return new StepClaims(steps, shown);
    }

    /** The steps, split at each ';' outside the source's words (which may hold one). */
    private static List<String> split(String text) {
        List<String> steps = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += c == '“' ? 1 : c == '”' ? -1 : 0;
            if (c == ';' && depth == 0) {
                steps.add(text.substring(start, i));
                start = i + 1;
            }
        }
        steps.add(text.substring(start));
        return steps.stream().filter(s -> !s.isBlank()).toList();
    }
}

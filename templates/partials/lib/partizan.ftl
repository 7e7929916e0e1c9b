<#-- Partizan Kayles notation. Import with: <#import "/partials/lib/partizan.ftl" as pk> -->
<#-- A StripFormula: text runs, each with its subscript (strips print as S<sub>n</sub>). -->
<#macro f formula><#list formula.parts as p>${p.text}<#if p.sub?has_content><sub>${p.sub}</sub></#if><#if p.sup?has_content><sup>${p.sup}</sup></#if></#list></#macro>
